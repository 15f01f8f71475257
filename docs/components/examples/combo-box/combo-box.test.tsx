import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AirportSearch from './async';
import JobTitleComboBox from './custom-value';
import ComboBoxEmptyState from './empty';
import ComboBoxHero from './hero';

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

// user-event drives RAC fields through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('combo box examples', () => {
  it('should narrow the suggestions and fill the field when the reader types and picks one', async () => {
    const user = userEvent.setup();
    render(<ComboBoxHero />);
    const input = screen.getByRole('combobox', {name: 'Time zone'});
    await user.type(input, 'lo');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['London', 'Los Angeles']);
    await user.keyboard('{ArrowDown}');
    // Focus stays in the input; the active option is announced through aria-activedescendant.
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', {name: 'London'}).id,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Los Angeles');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('should list every suggestion when the button is pressed', async () => {
    const user = userEvent.setup();
    render(<ComboBoxHero />);
    await user.click(screen.getByRole('button', {name: 'Show suggestions Time zone'}));
    expect(options()).toHaveLength(7);
    expect(screen.getByRole('combobox', {name: 'Time zone'})).toHaveFocus();
  });

  it('should clear unmatched text when the field loses focus', async () => {
    const user = userEvent.setup();
    render(<ComboBoxHero />);
    const input = screen.getByRole('combobox', {name: 'Time zone'});
    await user.type(input, 'Berlin');
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('should put back the chosen time zone when Escape is pressed after typing', async () => {
    const user = userEvent.setup();
    render(<ComboBoxHero />);
    const input = screen.getByRole('combobox', {name: 'Time zone'});
    await user.type(input, 'Tok');
    // Tab chooses the active option, as Enter does, and moves on.
    await user.keyboard('{ArrowDown}{Tab}');
    expect(input).toHaveValue('Tokyo');
    await user.type(input, 'xx');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Tokyo');
  });

  it('should keep a title that is not a suggestion when the reader types their own', async () => {
    const user = userEvent.setup();
    render(<JobTitleComboBox />);
    expect(screen.getByText('Job title: not set')).toBeInTheDocument();
    const input = screen.getByRole('combobox', {name: 'Job title'});
    expect(input).toHaveAccessibleDescription('Pick a suggestion or type your own.');
    await user.type(input, 'Head chef');
    await user.tab();
    expect(input).toHaveValue('Head chef');
    expect(screen.getByText('Job title: Head chef')).toBeInTheDocument();
  });

  it('should fill the field with a suggestion when one is chosen', async () => {
    const user = userEvent.setup();
    render(<JobTitleComboBox />);
    await user.type(screen.getByRole('combobox', {name: 'Job title'}), 'eng');
    expect(options()).toEqual(['Software engineer', 'Engineering manager']);
    await user.click(screen.getByRole('option', {name: 'Engineering manager'}));
    expect(screen.getByText('Job title: Engineering manager')).toBeInTheDocument();
  });

  it('should show a spinner, then the airports found, when the reader types a search', async () => {
    const user = userEvent.setup();
    render(<AirportSearch />);
    const input = screen.getByRole('combobox', {name: 'Departure airport'});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.type(input, 'lis');
    expect(screen.getByRole('progressbar', {name: 'Loading', hidden: true})).toBeInTheDocument();
    await waitFor(() => expect(options()).toEqual(['Lisbon Humberto Delgado (LIS)']));
    expect(screen.queryByRole('progressbar', {hidden: true})).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Lisbon Humberto Delgado (LIS)');
  });

  it('should say so when the search finds no airport', async () => {
    const user = userEvent.setup();
    render(<AirportSearch />);
    await user.type(screen.getByRole('combobox', {name: 'Departure airport'}), 'xyz');
    await waitFor(() => expect(screen.getByText('No airport found')).toBeInTheDocument());
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
  });

  it('should show the custom empty state when no currency matches', async () => {
    const user = userEvent.setup();
    render(<ComboBoxEmptyState />);
    const input = screen.getByRole('combobox', {name: 'Currency'});
    await user.type(input, 'usd');
    expect(options()).toEqual(['US dollar (USD)']);
    await user.type(input, 'x');
    expect(screen.getByRole('listbox')).toHaveAttribute('data-empty', 'true');
    expect(screen.getByRole('listbox')).toHaveTextContent(
      'No currency matches. Try its three-letter code, such as EUR.',
    );
  });
});
