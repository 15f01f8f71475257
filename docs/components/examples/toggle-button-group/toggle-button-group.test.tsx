import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DisabledToggleButtons from './disabled';
import TextAlignment from './hero';
import TextFormatting from './multiple';
import ToggleButtonGroupVariants from './variants';

describe('toggle button group examples', () => {
  it('should align the text when an alignment is chosen and keep one chosen when it is pressed again', async () => {
    const user = userEvent.setup();
    render(<TextAlignment />);
    expect(screen.getByRole('radiogroup', {name: 'Text alignment'})).toBeInTheDocument();
    const left = screen.getByRole('radio', {name: 'Left'});
    const right = screen.getByRole('radio', {name: 'Right'});
    const text = screen.getByText(/^Opening hours/);
    expect(left).toHaveAttribute('aria-checked', 'true');

    await user.click(right);
    expect(right).toHaveAttribute('aria-checked', 'true');
    expect(left).toHaveAttribute('aria-checked', 'false');
    expect(text).toHaveStyle({textAlign: 'right'});

    await user.click(right);
    expect(right).toHaveAttribute('aria-checked', 'true');
  });

  it('should move focus with the arrow keys and choose with Space when used from the keyboard', async () => {
    const user = userEvent.setup();
    render(<TextAlignment />);
    await user.tab();
    expect(screen.getByRole('radio', {name: 'Left'})).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const center = screen.getByRole('radio', {name: 'Center'});
    expect(center).toHaveFocus();
    // Moving focus does not choose: Space or Enter does.
    expect(center).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(center).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/^Opening hours/)).toHaveStyle({textAlign: 'center'});
  });

  it('should toggle each format on its own when several can be pressed', async () => {
    const user = userEvent.setup();
    render(<TextFormatting />);
    expect(screen.getByRole('toolbar', {name: 'Text formatting'})).toBeInTheDocument();
    const bold = screen.getByRole('button', {name: 'Bold'});
    const italic = screen.getByRole('button', {name: 'Italic'});
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Formatting: bold')).toBeInTheDocument();

    await user.click(italic);
    expect(italic).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Formatting: bold, italic')).toBeInTheDocument();
    expect(screen.getByText(/^Team lunch/)).toHaveStyle({fontStyle: 'italic', fontWeight: '700'});

    await user.click(bold);
    await user.click(italic);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Formatting: none')).toBeInTheDocument();
  });

  it('should mark each group with its variant and select as usual when attached or spaced', async () => {
    const user = userEvent.setup();
    render(<ToggleButtonGroupVariants />);
    const layout = screen.getByRole('radiogroup', {name: 'Layout'});
    const filters = screen.getByRole('toolbar', {name: 'Filters'});
    expect(layout).toHaveAttribute('data-variant', 'attached');
    expect(filters).toHaveAttribute('data-variant', 'spaced');

    await user.click(screen.getByRole('radio', {name: 'Board'}));
    expect(screen.getByRole('radio', {name: 'Board'})).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', {name: 'Overdue'}));
    expect(screen.getByRole('button', {name: 'Open'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: 'Overdue'})).toHaveAttribute('aria-pressed', 'true');
  });

  it('should skip a disabled button when arrowing and ignore presses when the group is disabled', async () => {
    const user = userEvent.setup();
    render(<DisabledToggleButtons />);
    const markdown = screen.getByRole('radio', {name: 'Markdown (Pro plan)'});
    expect(markdown).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('radio', {name: 'PDF'})).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', {name: 'Word'})).toHaveFocus();

    const paperSize = screen.getByRole('radiogroup', {name: 'Paper size'});
    expect(paperSize).toHaveAttribute('aria-disabled', 'true');
    expect(paperSize).toHaveAccessibleDescription('Paper size is set by your administrator.');
    const letter = screen.getByRole('radio', {name: 'Letter'});
    expect(letter).toBeDisabled();
    await user.click(letter);
    expect(letter).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', {name: 'A4'})).toHaveAttribute('aria-checked', 'true');
  });
});
