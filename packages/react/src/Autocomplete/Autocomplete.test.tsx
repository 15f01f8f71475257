import {createRef, useState} from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Button} from '../Button';
import {Dialog, DialogTrigger, Modal} from '../Dialog';
import {ListBox, ListBoxItem} from '../ListBox';
import {Menu, MenuItem, MenuSection} from '../Menu';
import {SearchField} from '../SearchField';
import {Autocomplete, type AutocompleteProps} from './Autocomplete';

function Commands({
  onAction = () => {},
  ...props
}: Partial<AutocompleteProps> & {onAction?: (key: React.Key) => void}) {
  return (
    <Autocomplete {...props}>
      <SearchField aria-label="Search commands" />
      <Menu onAction={onAction}>
        <MenuSection title="Invoices">
          <MenuItem id="new-invoice">New invoice</MenuItem>
          <MenuItem id="export">Export invoices</MenuItem>
        </MenuSection>
        <MenuSection title="Team">
          <MenuItem id="invite">Invite teammate</MenuItem>
          <MenuItem id="resume">Open résumé</MenuItem>
        </MenuSection>
      </Menu>
    </Autocomplete>
  );
}

const field = () => screen.getByRole('searchbox', {name: 'Search commands'});
// RAC renders the empty state as a menuitem too: count the real items by their class.
const items = () =>
  screen
    .queryAllByRole('menuitem')
    .filter((item) => item.classList.contains('ui-MenuItem'))
    .map((item) => item.textContent);
const item = (name: string) => screen.getByRole('menuitem', {name});

describe('Autocomplete', () => {
  it('should wire the field to the list it controls', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Commands ref={ref} className="palette" />);
    expect(ref.current).toHaveClass('ui-Autocomplete', 'palette');
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAccessibleName('Suggestions');
    expect(field()).toHaveAttribute('aria-controls', menu.id);
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(items()).toEqual(['New invoice', 'Export invoices', 'Invite teammate', 'Open résumé']);
  });

  it('should filter by contains, ignoring case and accents, and drop empty sections', async () => {
    const user = userEvent.setup();
    render(<Commands />);
    await user.type(field(), 'INVOICE');
    expect(items()).toEqual(['New invoice', 'Export invoices']);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.clear(field());
    await user.type(field(), 'resume');
    expect(items()).toEqual(['Open résumé']);
    await waitFor(() =>
      expect(field()).toHaveAttribute('aria-activedescendant', item('Open résumé').id),
    );
  });

  it('should filter by startsWith, or not at all when filter is false', async () => {
    const user = userEvent.setup();
    const {rerender} = render(<Commands filter="startsWith" />);
    await user.type(field(), 'ex');
    expect(items()).toEqual(['Export invoices']);
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant'));
    rerender(<Commands filter={false} />);
    expect(items()).toHaveLength(4);
  });

  it('should filter with a function of the item text and the typed text', () => {
    const initials = (text: string) =>
      text
        .split(' ')
        .map((word) => word[0])
        .join('');
    render(
      <Commands
        defaultInputValue="it"
        filter={(text, typed) => initials(text).toLowerCase() === typed.toLowerCase()}
      />,
    );
    expect(items()).toEqual(['Invite teammate']);
  });

  it('should keep focus in the field and move the virtual focus with the arrow keys', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Commands onAction={onAction} />);
    // RAC may hold an aria-activedescendant change back for half a second, so that a screen
    // reader first reads the typed letter.
    const expectActive = (name: string) =>
      waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant', item(name).id));
    await user.click(field());
    await user.keyboard('in');
    expect(field()).toHaveFocus();
    // Typing puts the virtual focus on the first match.
    await expectActive('New invoice');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveFocus();
    await expectActive('Export invoices');
    expect(item('Export invoices')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    await expectActive('New invoice');
    await user.keyboard('{End}');
    await expectActive('Invite teammate');
    await user.keyboard('{Home}');
    await expectActive('New invoice');
    await user.keyboard('{ArrowDown}');
    await expectActive('Export invoices');
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls).toEqual([['export', undefined]]);
    expect(field()).toHaveFocus();
  });

  it('should move the virtual focus into the list with ArrowDown before anything is typed', async () => {
    const user = userEvent.setup();
    render(<Commands />);
    await user.click(field());
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(field()).toHaveAttribute('aria-activedescendant', item('New invoice').id),
    );
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(field()).toHaveAttribute('aria-activedescendant', item('Open résumé').id),
    );
  });

  it('should keep the list out of the tab order: Tab leaves the field for the next control', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Commands />
        <Button>Done</Button>
      </>,
    );
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('in');
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant'));
    await user.tab();
    expect(screen.getByRole('button', {name: 'Done'})).toHaveFocus();
  });

  it('should run the item a pointer presses', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Commands onAction={onAction} />);
    await user.click(item('Invite teammate'));
    expect(onAction.mock.calls[0][0]).toBe('invite');
  });

  it('should clear the text on Escape, and let a second Escape close the modal around it', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Commands</Button>
        <Modal>
          <Dialog aria-label="Command palette">
            <Commands />
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Commands'}));
    await user.click(field());
    await user.keyboard('team');
    expect(field()).toHaveValue('team');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should render the menu inline in a dialog, and close the dialog when an item runs', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(
      <DialogTrigger>
        <Button>Commands</Button>
        <Modal>
          <Dialog aria-label="Command palette">
            <Commands onAction={onAction} />
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Commands'}));
    const dialog = screen.getByRole('dialog', {name: 'Command palette'});
    expect(within(dialog).getByRole('menu')).toBeInTheDocument();
    expect(document.querySelector('.ui-MenuPopover')).not.toBeInTheDocument();
    await user.click(field());
    await user.keyboard('invite');
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant'));
    await user.keyboard('{Enter}');
    expect(onAction.mock.calls[0][0]).toBe('invite');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('given nothing matches', () => {
    it('should say No results by default', async () => {
      const user = userEvent.setup();
      render(<Commands />);
      await user.type(field(), 'zebra');
      expect(items()).toEqual([]);
      expect(screen.getByRole('menu')).toHaveAttribute('data-empty', 'true');
      expect(screen.getByRole('menu')).toHaveTextContent('No results');
    });

    it('should show emptyState, unless the list renders its own', async () => {
      const user = userEvent.setup();
      const {rerender} = render(<Commands emptyState="No commands match" />);
      await user.type(field(), 'zebra');
      expect(screen.getByRole('menu')).toHaveTextContent('No commands match');
      rerender(
        <Autocomplete emptyState="Unused" defaultInputValue="zebra">
          <SearchField aria-label="Search commands" />
          <ListBox aria-label="Fruit" renderEmptyState={() => 'No fruit'}>
            <ListBoxItem>Apple</ListBoxItem>
          </ListBox>
        </Autocomplete>,
      );
      expect(screen.getByRole('listbox', {name: 'Fruit'})).toHaveTextContent('No fruit');
    });
  });

  describe('given a ListBox', () => {
    it('should select the option under the virtual focus with Enter', async () => {
      const user = userEvent.setup();
      const onSelectionChange = jest.fn();
      render(
        <Autocomplete filter="startsWith">
          <SearchField aria-label="Time zone" />
          <ListBox
            aria-label="Time zones"
            selectionMode="single"
            onSelectionChange={onSelectionChange}
          >
            <ListBoxItem id="lisbon">Lisbon</ListBoxItem>
            <ListBoxItem id="london">London</ListBoxItem>
            <ListBoxItem id="los-angeles">Los Angeles</ListBoxItem>
          </ListBox>
        </Autocomplete>,
      );
      await user.type(screen.getByRole('searchbox'), 'lo');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'London',
        'Los Angeles',
      ]);
      await user.keyboard('{ArrowDown}{Enter}');
      expect([...onSelectionChange.mock.calls[0][0]]).toEqual(['los-angeles']);
      expect(screen.getByRole('option', {name: 'Los Angeles'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });

  describe.each([
    ['uncontrolled', undefined],
    ['controlled', 'controlled'],
  ])('given %s text', (_mode, controlled) => {
    it('should start from the given text and report each change', async () => {
      const user = userEvent.setup();
      const onInputChange = jest.fn();
      function Demo() {
        const [text, setText] = useState('team');
        return controlled ? (
          <>
            <Commands
              inputValue={text}
              onInputChange={(value) => {
                setText(value);
                onInputChange(value);
              }}
            />
            <p>Query: {text}</p>
          </>
        ) : (
          <Commands defaultInputValue="team" onInputChange={onInputChange} />
        );
      }
      render(<Demo />);
      expect(field()).toHaveValue('team');
      expect(items()).toEqual(['Invite teammate']);
      await user.type(field(), 'x');
      expect(onInputChange).toHaveBeenLastCalledWith('teamx');
      expect(items()).toEqual([]);
      if (controlled) expect(screen.getByText('Query: teamx')).toBeInTheDocument();
    });
  });

  it('should render the field and the filtered list on the server', () => {
    const html = renderToString(<Commands defaultInputValue="team" />);
    expect(html).toContain('type="search"');
    expect(html).toContain('role="menu"');
    expect(html).toContain('Invite teammate');
    expect(html).not.toContain('New invoice');
  });

  it('should have no axe violations', async () => {
    const user = userEvent.setup();
    const {container} = render(<Commands />);
    await user.type(field(), 'in');
    expect(within(container).getAllByRole('menuitem')).toHaveLength(3);
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant'));
    expect(await axe(container)).toHaveNoViolations();
  });
});
