import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Button as TesseraButton} from '../Button';
import {Dialog, DialogTrigger, Modal} from '../Dialog';
import {useState} from 'react';
import {Button, type Selection} from 'react-aria-components';
import {Kbd} from '../Kbd';
import {Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, type MenuProps} from './Menu';

function Actions(props: Partial<MenuProps<object>>) {
  return (
    <MenuTrigger>
      <Button>Actions</Button>
      <Menu {...props}>
        <MenuSection title="Edit">
          <MenuItem id="cut" icon={<svg data-testid="cut-icon" />} shortcut="⌘X">
            Cut
          </MenuItem>
          <MenuItem id="copy" shortcut="⌘C">
            Copy
          </MenuItem>
          <MenuItem id="paste" shortcut="⌘V" isDisabled>
            Paste
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="File">
          <MenuItem id="rename" description="Give the file a new name">
            Rename
          </MenuItem>
          <MenuItem id="delete">Delete</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

// While the menu is open, RAC hides everything outside it from AT.
const trigger = () => screen.getByRole('button', {name: 'Actions', hidden: true});
const item = (name: string) => screen.getByRole('menuitem', {name});

describe('Menu', () => {
  it('should open a menu labelled by its trigger on click', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    const menu = screen.getByRole('menu');
    expect(menu).toHaveClass('ui-Menu');
    expect(menu).toHaveAccessibleName('Actions');
    expect(menu.closest('.ui-MenuPopover')).toHaveAttribute('data-placement', 'bottom');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('should open with ArrowDown on the first item and with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(item('Cut')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
  });

  it('should move with arrow keys, skipping disabled items, and jump with Home/End', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(item('Cut')).toHaveFocus();
    expect(item('Cut')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(item('Copy')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Rename')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Copy')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Cut')).toHaveFocus();
  });

  it('should support typeahead', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('d');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    // Typeahead skips the disabled Paste item.
    await user.keyboard('p');
    expect(item('Cut')).toHaveFocus();
  });

  it('should close on Escape and return focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('should call onAction with the key and close when an item is chosen with Enter or a click', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Actions onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    await user.click(item('Rename'));
    expect(onAction.mock.lastCall?.[0]).toBe('rename');
  });

  it('should mark disabled items and ignore presses on them', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Actions onAction={onAction} />);
    await user.click(trigger());
    expect(item('Paste')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Paste')).toHaveAttribute('data-disabled', 'true');
    await user.click(item('Paste'));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('should group sections under their headers and draw separators', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.click(trigger());
    const edit = screen.getByRole('group', {name: 'Edit'});
    expect(within(edit).getAllByRole('menuitem')).toHaveLength(3);
    expect(screen.getByRole('group', {name: 'File'})).toBeInTheDocument();
    expect(screen.getByRole('separator')).toHaveClass('ui-MenuSeparator');
  });

  it('should render icons hidden from AT and announce shortcuts and descriptions', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.click(trigger());
    expect(screen.getByTestId('cut-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(item('Cut')).toHaveAccessibleDescription('⌘X');
    expect(within(item('Cut')).getByText('⌘X').tagName).toBe('KBD');
    expect(item('Rename')).toHaveAccessibleDescription('Give the file a new name');
  });

  it('should announce a Kbd shortcut by its key names', async () => {
    const user = userEvent.setup();
    render(
      <MenuTrigger>
        <Button>File</Button>
        <Menu>
          <MenuItem shortcut={<Kbd keys={['shift', 'S']} platform="apple" />}>Save as</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'File'}));
    expect(item('Save as')).toHaveAccessibleDescription(/Shift\s*\+\s*S/);
  });

  it('should support controlled single selection with a check mark', async () => {
    const user = userEvent.setup();
    function Sort() {
      const [selected, setSelected] = useState<Selection>(new Set(['name']));
      return (
        <>
          <MenuTrigger>
            <Button>Sort</Button>
            <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
              <MenuItem id="name">Name</MenuItem>
              <MenuItem id="date">Date</MenuItem>
            </Menu>
          </MenuTrigger>
          <p>Sorted by {[...selected].join()}</p>
        </>
      );
    }
    render(<Sort />);
    await user.click(screen.getByRole('button', {name: 'Sort'}));
    const name = screen.getByRole('menuitemradio', {name: 'Name'});
    expect(name).toHaveAttribute('aria-checked', 'true');
    expect(name.querySelector('.ui-MenuItem-check svg')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', {name: 'Date'}));
    expect(screen.getByText('Sorted by date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Sort', hidden: true}));
    expect(screen.getByRole('menuitemradio', {name: 'Date'})).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(
      screen.getByRole('menuitemradio', {name: 'Name'}).querySelector('.ui-MenuItem-check svg'),
    ).toBeNull();
  });

  it('should support uncontrolled multiple selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(
      <Menu
        aria-label="View"
        selectionMode="multiple"
        defaultSelectedKeys={['grid']}
        onSelectionChange={onSelectionChange}
      >
        <MenuItem id="grid">Show grid</MenuItem>
        <MenuItem id="rulers">Show rulers</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('menuitemcheckbox', {name: 'Show rulers'}));
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['grid', 'rulers']);
    expect(screen.getByRole('menuitemcheckbox', {name: 'Show rulers'})).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('should render inline, without a popover, outside a MenuTrigger', () => {
    const {container} = render(
      <Menu aria-label="Inline">
        <MenuItem>Open</MenuItem>
      </Menu>,
    );
    expect(screen.getByRole('menu', {name: 'Inline'})).toBeInTheDocument();
    expect(container.querySelector('.ui-MenuPopover')).toBeNull();
  });

  it('should render inline inside a dialog opened by a DialogTrigger', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(
      <DialogTrigger>
        <TesseraButton>Commands</TesseraButton>
        <Modal>
          <Dialog title="Commands">
            <Menu aria-label="Actions" onAction={onAction}>
              <MenuItem id="copy">Copy</MenuItem>
            </Menu>
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Commands'}));
    const dialog = screen.getByRole('dialog', {name: 'Commands'});
    const menu = within(dialog).getByRole('menu', {name: 'Actions'});
    expect(menu.closest('.ui-MenuPopover')).toBeNull();
    await user.click(within(menu).getByRole('menuitem', {name: 'Copy'}));
    expect(onAction).toHaveBeenCalledWith('copy', undefined);
    // The dialog's root trigger state lets a menu action close it, as a command palette does.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should not open from a disabled trigger', async () => {
    const user = userEvent.setup();
    render(
      <MenuTrigger>
        <Button isDisabled>More</Button>
        <Menu>
          <MenuItem>Archive</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'More'}));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('should support controlled isOpen on the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <MenuTrigger isOpen={false} onOpenChange={onOpenChange}>
        <Button>More</Button>
        <Menu>
          <MenuItem>Archive</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'More'}));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('should work with the library Button as its trigger', async () => {
    const user = userEvent.setup();
    render(
      <MenuTrigger>
        <TesseraButton variant="ghost">Options</TesseraButton>
        <Menu>
          <MenuItem>Archive</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Options'}));
    expect(screen.getByRole('menuitem', {name: 'Archive'})).toBeInTheDocument();
  });

  it('should render on the server as a collapsed trigger, and inline menus in full', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Actions />);
    expect(container.querySelector('button')).toHaveAttribute('aria-haspopup', 'true');
    expect(container.querySelector('[role="menu"]')).toBeNull();
    container.innerHTML = renderToString(
      <Menu aria-label="Inline">
        <MenuItem>Open</MenuItem>
      </Menu>,
    );
    expect(container.querySelector('[role="menuitem"]')).toHaveTextContent('Open');
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<Actions />);
    await user.click(trigger());
    // The menu is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});
