import {keepFocusWhereReaderLeftIt} from './keepFocusWhereReaderLeftIt';

function setup() {
  document.body.innerHTML = '<input aria-label="Search" /><a href="#main">Main</a>';
  const input = document.querySelector('input')!;
  const link = document.querySelector('a')!;
  const undo = keepFocusWhereReaderLeftIt(input);
  return {input, link, undo};
}

describe('keepFocusWhereReaderLeftIt', () => {
  it('does not pull focus back to the search input once the reader has moved on', () => {
    const {input, link, undo} = setup();
    link.focus();
    input.focus(); // what the plugin does when its index arrives
    expect(link).toHaveFocus();
    undo();
  });

  it('lets a key press such as the shortcut focus the input', () => {
    const {input, link, undo} = setup();
    link.focus();
    document.addEventListener('keydown', () => input.focus(), {once: true});
    link.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}));
    expect(input).toHaveFocus();
    undo();
  });

  it('does not pull focus back when the index arrives just after a key press elsewhere', () => {
    const {input, link, undo} = setup();
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab', bubbles: true}));
    input.focus(); // the index arriving in the next task, before any timer has run
    expect(link).toHaveFocus();
    undo();
  });

  it('focuses the input when nothing else holds focus', () => {
    const {input, undo} = setup();
    input.focus();
    expect(input).toHaveFocus();
    undo();
  });
});
