import {createRef} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Button, ToggleButton} from '../Button';
import {Toolbar, ToolbarSeparator, type ToolbarProps} from './Toolbar';

function Formatting(props: Partial<ToolbarProps>) {
  return (
    <>
      <button type="button">Before</button>
      <Toolbar aria-label="Text formatting" {...props}>
        <ToggleButton>Bold</ToggleButton>
        <ToggleButton>Italic</ToggleButton>
        <ToolbarSeparator />
        <Button variant="ghost">Undo</Button>
        <Button variant="ghost">Redo</Button>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', {name});

describe('Toolbar', () => {
  it('should render a named, horizontal toolbar by default', () => {
    render(<Formatting />);
    const toolbar = screen.getByRole('toolbar', {name: 'Text formatting'});
    expect(toolbar).toHaveClass('ui-Toolbar');
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(toolbar).toHaveAttribute('data-orientation', 'horizontal');
  });

  it('should move focus among its items with ArrowRight and ArrowLeft', async () => {
    const user = userEvent.setup();
    render(<Formatting />);
    await user.tab();
    await user.tab();
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Undo')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Italic')).toHaveFocus();
  });

  it('should jump to the first and last item with Home and End', async () => {
    const user = userEvent.setup();
    render(<Formatting />);
    await user.tab();
    await user.tab();
    await user.keyboard('{End}');
    expect(button('Redo')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Bold')).toHaveFocus();
  });

  it('should skip disabled items with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <Toolbar aria-label="History">
        <Button isDisabled>Clear</Button>
        <Button>Undo</Button>
        <Button isDisabled>Back</Button>
        <Button>Redo</Button>
        <Button isDisabled>Forward</Button>
      </Toolbar>,
    );
    await user.tab();
    expect(button('Undo')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Redo')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Undo')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Redo')).toHaveFocus();
  });

  it('should leave the toolbar with Tab and Shift+Tab, and come back to the item last focused', async () => {
    const user = userEvent.setup();
    render(<Formatting />);
    await user.tab();
    await user.tab();
    expect(button('Bold')).toHaveFocus();
    await user.tab();
    expect(button('After')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await user.tab({shift: true});
    expect(button('Bold')).toHaveFocus();
    await user.tab({shift: true});
    expect(button('Before')).toHaveFocus();
  });

  it('should support a vertical toolbar with ArrowDown and ArrowUp', async () => {
    const user = userEvent.setup();
    render(<Formatting orientation="vertical" />);
    const toolbar = screen.getByRole('toolbar', {name: 'Text formatting'});
    expect(toolbar).toHaveAttribute('aria-orientation', 'vertical');
    expect(toolbar).toHaveAttribute('data-orientation', 'vertical');
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Bold')).toHaveFocus();
  });

  it('should leave Home and End to a text field inside it', async () => {
    const user = userEvent.setup();
    render(
      <Toolbar aria-label="Search tools">
        <Button>Filter</Button>
        <input aria-label="Search" defaultValue="invoices" />
      </Toolbar>,
    );
    const search = screen.getByRole('textbox', {name: 'Search'});
    await user.click(search);
    await user.keyboard('{Home}');
    expect(search).toHaveFocus();
    await user.keyboard('{End}');
    expect(search).toHaveFocus();
  });

  it('should forward the ref and merge class names', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Formatting ref={ref} className={({orientation}) => `is-${orientation}`} />);
    const toolbar = screen.getByRole('toolbar', {name: 'Text formatting'});
    expect(ref.current).toBe(toolbar);
    expect(toolbar).toHaveClass('ui-Toolbar', 'is-horizontal');
  });

  it('should have no axe violations', async () => {
    const {container} = render(<Formatting />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ToolbarSeparator', () => {
  it.each([
    ['horizontal', 'vertical'],
    ['vertical', 'horizontal'],
  ] as const)(
    'should run across a %s toolbar with the Separator look',
    (toolbarOrientation, separatorOrientation) => {
      render(<Formatting orientation={toolbarOrientation} />);
      const separator = screen.getByRole('separator');
      expect(separator).toHaveClass('ui-Separator', 'ui-ToolbarSeparator');
      expect(separator).toHaveAttribute('data-orientation', separatorOrientation);
    },
  );
});
