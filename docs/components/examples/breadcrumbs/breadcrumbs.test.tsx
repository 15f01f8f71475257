import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DisabledBreadcrumbs from './disabled';
import FolderBreadcrumbs from './folders';
import BreadcrumbsHero from './hero';
import LongBreadcrumbs from './long';

// user-event drives RAC links through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('breadcrumbs examples', () => {
  it('should link every step but the last, which is the current page', () => {
    render(<BreadcrumbsHero />);
    const nav = screen.getByRole('navigation', {name: 'Breadcrumbs'});
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '#home');
    expect(screen.getByRole('link', {name: 'Billing'})).toHaveAttribute('href', '#billing');
    const current = screen.getByRole('link', {name: 'Invoices'});
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  it('should go up to the folder pressed and open the next one again', async () => {
    const user = userEvent.setup();
    render(<FolderBreadcrumbs />);
    expect(screen.getByRole('navigation', {name: 'Folder path'})).toBeInTheDocument();
    expect(screen.getByText('Open folder: Mock-ups')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', {name: 'Projects'}));
    expect(screen.getByText('Open folder: Projects')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Projects'})).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', {name: 'Mock-ups'})).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'Open Website redesign'}));
    expect(screen.getByText('Open folder: Website redesign')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Website redesign'})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should go up with the keyboard too', async () => {
    const user = userEvent.setup();
    render(<FolderBreadcrumbs />);
    await user.tab();
    expect(screen.getByRole('link', {name: 'Files'})).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Open folder: Files')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Open Projects'})).toBeInTheDocument();
  });

  it('should keep every step of a long trail', () => {
    render(<LongBreadcrumbs />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByRole('link', {name: 'Adding a VAT number to an existing invoice'}),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('should disable every link of a disabled trail', () => {
    render(<DisabledBreadcrumbs />);
    expect(screen.getByRole('navigation', {name: 'Breadcrumbs'})).toHaveAttribute(
      'data-disabled',
      'true',
    );
    for (const name of ['Shop', 'Basket', 'Payment']) {
      const link = screen.getByRole('link', {name});
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
    }
  });
});
