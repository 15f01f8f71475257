import {render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {axe} from 'jest-axe';
import {Kbd} from './Kbd';
import {keyFace} from './keys';

function setPlatform(platform: string) {
  Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});
}

describe('Kbd', () => {
  afterEach(() => setPlatform(''));

  it('should render a single key from children', () => {
    const {container} = render(<Kbd>K</Kbd>);
    expect(container.querySelector('kbd.ui-Kbd')).toHaveTextContent('K');
  });

  it('should show Ctrl and read "Control + K" for mod+K off Apple', () => {
    setPlatform('Win32');
    const {container} = render(<Kbd keys={['mod', 'K']} />);
    const kbd = container.querySelector('.ui-Kbd')!;
    expect(kbd).toHaveAttribute('data-platform', 'other');
    expect(kbd.querySelector('[data-active]')).toHaveTextContent('Ctrl');
    expect(readable(kbd)).toBe('Control + K');
  });

  it('should show ⌘ and read "Command + K" for mod+K on Apple after mount', () => {
    setPlatform('MacIntel');
    const {container} = render(<Kbd keys={['mod', 'K']} />);
    const kbd = container.querySelector('.ui-Kbd')!;
    expect(kbd).toHaveAttribute('data-platform', 'apple');
    expect(kbd.querySelector('[data-active]')).toHaveTextContent('⌘');
    expect(readable(kbd)).toBe('Command + K');
  });

  it('should render the non-Apple faces on the server whatever the platform', () => {
    setPlatform('MacIntel');
    const html = renderToString(<Kbd keys={['mod', 'shift', 'P']} />);
    expect(html).toContain('data-platform="other"');
    expect(html).toContain('Control');
    expect(html).not.toContain('Command');
  });

  it('should keep both faces in one cap so the width does not change after mount', () => {
    const {container} = render(<Kbd keys={['alt']} platform="apple" />);
    const faces = container.querySelectorAll('.ui-Kbd-face');
    expect(faces).toHaveLength(2);
    expect(faces[0]).toHaveAttribute('aria-hidden', 'true');
    expect(faces[1]).toHaveAttribute('data-active', 'true');
  });

  it.each([
    ['shift', '⇧', 'Shift'],
    ['alt', '⌥', 'Option'],
    ['ctrl', '⌃', 'Control'],
    ['enter', '↵', 'Return'],
    ['backspace', '⌫', 'Delete'],
    ['escape', '⎋', 'Escape'],
    ['k', 'K', 'K'],
  ])('should map %s to %s read as %s on Apple', (key, symbol, name) => {
    expect(keyFace(key, 'apple')).toEqual({symbol, name});
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <p>
        Press <Kbd keys={['mod', 'K']} /> to search, <Kbd keys={['escape']} /> to close.
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

/** Text that assistive tech reads: everything not inside aria-hidden. */
function readable(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return clone.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
