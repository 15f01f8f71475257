import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LabelHero from './hero';
import RequiredLabel from './required';

describe('label examples', () => {
  it('should focus the input when the label is clicked', async () => {
    const user = userEvent.setup();
    render(<LabelHero />);
    await user.click(screen.getByText('Display name'));
    expect(screen.getByRole('textbox', {name: 'Display name'})).toHaveFocus();
  });

  it('should mark the label and the input as required', () => {
    render(<RequiredLabel />);
    expect(screen.getByText('Company')).toHaveAttribute('data-required', 'true');
    expect(screen.getByRole('textbox', {name: 'Company'})).toBeRequired();
  });
});
