import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import FiltersDrawer from './hero';
import NavigationDrawer from './navigation';
import DrawerPlacements from './placement';

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);

describe('drawer examples', () => {
  it('should open a named modal drawer at the end edge and move focus into it', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<FiltersDrawer />);
    const trigger = screen.getByRole('button', {name: 'Filters'});
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', {name: 'Filter products'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(dialog.closest('.ui-Drawer')).toHaveAttribute('data-placement', 'end');
    // The drawer is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // RAC restores focus to the trigger a frame after the drawer unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should apply the chosen filters and keep them when the drawer opens again', async () => {
    const user = userEvent.setup();
    render(<FiltersDrawer />);
    expect(screen.getByText('Showing: all products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Filters'}));
    await user.click(screen.getByRole('checkbox', {name: 'Knitwear'}));
    await user.click(screen.getByRole('checkbox', {name: 'Shoes'}));
    await user.click(screen.getByRole('button', {name: 'Show results'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Showing: Knitwear, Shoes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Filters'}));
    expect(screen.getByRole('checkbox', {name: 'Shoes'})).toBeChecked();
    expect(screen.getByRole('checkbox', {name: 'Jackets'})).not.toBeChecked();
  });

  it.each(['Start', 'End', 'Top', 'Bottom'])(
    'should open the %s drawer at its edge when its button is pressed',
    async (label) => {
      const user = userEvent.setup();
      render(<DrawerPlacements />);
      await user.click(screen.getByRole('button', {name: label}));
      const dialog = screen.getByRole('dialog', {name: `${label} drawer`});
      expect(dialog.closest('.ui-Drawer')).toHaveAttribute('data-placement', label.toLowerCase());
    },
  );

  it('should mark the current page and close when a link is followed', async () => {
    const user = userEvent.setup();
    render(<NavigationDrawer />);
    await user.click(screen.getByRole('button', {name: 'Menu'}));
    expect(screen.getByRole('dialog', {name: 'Acme Store'}).closest('.ui-Drawer')).toHaveAttribute(
      'data-placement',
      'start',
    );
    const nav = screen.getByRole('navigation', {name: 'Main'});
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Dashboard'})).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', {name: 'Reports'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Current page: Reports')).toBeInTheDocument();
  });
});
