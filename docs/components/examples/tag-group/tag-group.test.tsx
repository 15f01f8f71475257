import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderStatusFilter from './disabled';
import IssueLabels from './empty-state';
import AmenityFilters from './filters';
import TagGroupHero from './hero';

const tag = (name: string) => screen.getByRole('row', {name});
const tagNames = () => screen.queryAllByRole('row').map((row) => row.textContent);

// user-event drives RAC collections through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('tag group examples', () => {
  it('should remove a skill with its button or with Delete, and count what is left', async () => {
    const user = userEvent.setup();
    render(<TagGroupHero />);
    expect(screen.getByRole('grid', {name: 'Skills'})).toHaveAccessibleDescription(
      'Shown on your public profile.',
    );
    expect(screen.getByText('4 of 4 skills on your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Remove React'}));
    expect(tagNames()).not.toContain('React');
    expect(screen.getByText('3 of 4 skills on your profile.')).toBeInTheDocument();
    // Focus moves to the next tag, so the reader can go on removing.
    expect(tag('TypeScript')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(tagNames()).toEqual(['TypeScript', 'Design systems']);
    expect(tag('Design systems')).toHaveFocus();
    expect(screen.getByText('2 of 4 skills on your profile.')).toBeInTheDocument();
  });

  it('should show the hotels that have every selected amenity', async () => {
    const user = userEvent.setup();
    render(<AmenityFilters />);
    expect(tag('Free Wi-Fi')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 of 3 hotels match: Harbour View Inn, The Linden.',
    );
    await user.click(tag('Pool'));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 hotels match: The Linden.');
    await user.keyboard('{ArrowRight} ');
    expect(tag('Pets allowed')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 hotels match.');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 hotels match');
  });

  it('should show the empty state until a label is added, and again once it is removed', async () => {
    const user = userEvent.setup();
    render(<IssueLabels />);
    expect(screen.getByRole('group', {name: 'Labels'})).toHaveTextContent(
      'No labels yet. Add one above.',
    );
    await user.type(screen.getByRole('textbox', {name: 'New label'}), 'Needs triage{Enter}');
    expect(screen.getByRole('grid', {name: 'Labels'})).toBeInTheDocument();
    expect(tagNames()).toEqual(['needs triage']);
    expect(screen.getByRole('textbox', {name: 'New label'})).toHaveValue('');
    await user.type(screen.getByRole('textbox', {name: 'New label'}), 'bug');
    await user.click(screen.getByRole('button', {name: 'Add label'}));
    expect(tagNames()).toEqual(['needs triage', 'bug']);
    await user.click(screen.getByRole('button', {name: 'Remove needs triage'}));
    await user.click(screen.getByRole('button', {name: 'Remove bug'}));
    expect(screen.getByRole('group', {name: 'Labels'})).toHaveTextContent('No labels yet.');
  });

  it('should pick one status, and skip and refuse the disabled one', async () => {
    const user = userEvent.setup();
    render(<OrderStatusFilter />);
    expect(tag('Paid (12)')).toHaveAttribute('aria-selected', 'true');
    expect(tag('Refunded (0)')).toHaveAttribute('aria-disabled', 'true');
    await user.click(tag('Overdue (2)'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 overdue orders.');
    await user.click(tag('Refunded (0)'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 overdue orders.');
    // Wraps past the disabled tag to the first.
    await user.keyboard('{ArrowRight}');
    expect(tag('Paid (12)')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 pending orders.');
    // A single selection cannot be emptied.
    await user.keyboard(' ');
    expect(tag('Pending (3)')).toHaveAttribute('aria-selected', 'true');
  });
});
