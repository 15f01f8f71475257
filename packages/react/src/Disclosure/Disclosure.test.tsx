import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {Disclosure, DisclosurePanel, DisclosureTrigger, type DisclosureProps} from './Disclosure';

function Details(props: Partial<DisclosureProps> & {level?: 1 | 2 | 3 | 4 | 5 | 6}) {
  const {level, ...rest} = props;
  return (
    <Disclosure {...rest}>
      <DisclosureTrigger level={level}>System requirements</DisclosureTrigger>
      <DisclosurePanel>Requires macOS 14 or later.</DisclosurePanel>
    </Disclosure>
  );
}

const trigger = () => screen.getByRole('button', {name: 'System requirements'});
const panel = () => screen.getByRole('group', {hidden: true});

describe('Disclosure', () => {
  it('should render a button inside a level 3 heading that controls a collapsed panel', () => {
    render(<Details />);
    expect(screen.getByRole('heading', {level: 3, name: 'System requirements'})).toContainElement(
      trigger(),
    );
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).not.toBeVisible();
    expect(panel()).toHaveAttribute('hidden', 'until-found');
  });

  it('should support a custom heading level', () => {
    render(<Details level={2} />);
    expect(
      screen.getByRole('heading', {level: 2, name: 'System requirements'}),
    ).toBeInTheDocument();
  });

  it('should toggle on click and report the new state', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    const {container} = render(<Details onExpandedChange={onExpandedChange} />);
    await user.click(trigger());
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.ui-Disclosure')).toHaveAttribute('data-expanded', 'true');
    expect(panel()).toBeVisible();
    await user.click(trigger());
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    expect(container.querySelector('.ui-Disclosure')).not.toHaveAttribute('data-expanded');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('should toggle with %s', async (_name, key) => {
    const user = userEvent.setup();
    render(<Details />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard(key);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(key);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('should start expanded with defaultExpanded (uncontrolled)', () => {
    render(<Details defaultExpanded />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group')).toHaveTextContent('Requires macOS 14 or later.');
    expect(screen.getByRole('group')).toHaveAccessibleName('System requirements');
  });

  it('should support controlled expansion', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    const {rerender} = render(<Details isExpanded={false} onExpandedChange={onExpandedChange} />);
    await user.click(trigger());
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    rerender(<Details isExpanded onExpandedChange={onExpandedChange} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('should follow state held outside, e.g. a separate button', async () => {
    const user = userEvent.setup();
    function Outside() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen((o) => !o)}>{open ? 'Hide' : 'Show'} requirements</button>
          <Details isExpanded={open} onExpandedChange={setOpen} />
        </>
      );
    }
    render(<Outside />);
    await user.click(screen.getByRole('button', {name: 'Show requirements'}));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger());
    expect(screen.getByRole('button', {name: 'Show requirements'})).toBeInTheDocument();
  });

  it('should not toggle when disabled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    const {container} = render(<Details isDisabled onExpandedChange={onExpandedChange} />);
    expect(trigger()).toBeDisabled();
    expect(container.querySelector('.ui-Disclosure')).toHaveAttribute('data-disabled', 'true');
    await user.click(trigger());
    expect(onExpandedChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('should merge string and function class names', () => {
    const {container} = render(
      <Disclosure className={({isExpanded}) => (isExpanded ? 'open' : 'shut')} defaultExpanded>
        <DisclosureTrigger className="t" headingClassName="h">
          Title
        </DisclosureTrigger>
        <DisclosurePanel className="p">Body</DisclosurePanel>
      </Disclosure>,
    );
    expect(container.querySelector('.ui-Disclosure')).toHaveClass('open');
    expect(screen.getByRole('heading')).toHaveClass('ui-DisclosureHeading', 'h');
    expect(screen.getByRole('button')).toHaveClass('ui-DisclosureTrigger', 't');
    expect(screen.getByRole('group')).toHaveClass('ui-DisclosurePanel', 'p');
  });

  it('should render on the server with the trigger and panel linked', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Details />);
    const button = container.querySelector('button')!;
    const region = container.querySelector('[role="group"]')!;
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(region.hasAttribute('hidden')).toBe(true);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Details />
        <Details defaultExpanded />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
