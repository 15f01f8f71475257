import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClearableFilter from './clear';
import SearchFieldHero from './hero';
import OrderSearch from './submit';

describe('search field examples', () => {
  it('should filter the articles as the reader types and list them all again when Escape clears it', async () => {
    const user = userEvent.setup();
    render(<SearchFieldHero />);
    const search = screen.getByRole('searchbox', {name: 'Search help articles'});
    expect(screen.getByRole('status')).toHaveTextContent('6 of 6 articles');

    await user.type(search, 'your');
    expect(screen.getByRole('status')).toHaveTextContent('4 of 6 articles');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Invite teammates')).not.toBeInTheDocument();

    await user.type(search, 'self');
    expect(screen.getByRole('status')).toHaveTextContent('No articles match “yourself”.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('6 of 6 articles');
  });

  it('should look the order up when Enter submits the search', async () => {
    const user = userEvent.setup();
    render(<OrderSearch />);
    const search = screen.getByRole('searchbox', {name: 'Find an order'});
    // Whether a space follows the <kbd> depends on the accessible-name implementation.
    expect(search).toHaveAccessibleDescription(
      /^Type an order number, such as 10482, and press Enter ?\.$/,
    );

    await user.type(search, '10482');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Order 10482 (sample)Shipped on 3 March.');

    await user.clear(search);
    await user.type(search, '999{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('No order is numbered “999”.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should empty the filter and say so when Escape or the clear button clears it', async () => {
    const user = userEvent.setup();
    render(<ClearableFilter />);
    const filter = screen.getByRole('searchbox', {name: 'Filter messages'});
    expect(filter).toHaveValue('invoice');
    expect(screen.getByText('Showing messages that match “invoice”.')).toBeInTheDocument();

    await user.tab();
    await user.keyboard('{Escape}');
    expect(filter).toHaveValue('');
    expect(filter).toHaveFocus();
    expect(screen.getByText('Showing all messages. Filter cleared.')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Clear search'})).not.toBeInTheDocument();

    await user.type(filter, 'refund');
    expect(screen.getByText('Showing messages that match “refund”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Clear search'}));
    expect(filter).toHaveValue('');
    expect(filter).toHaveFocus();
    expect(screen.getByText('Showing all messages. Filter cleared.')).toBeInTheDocument();
  });
});
