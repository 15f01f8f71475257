import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ToolbarDisabledItems from './disabled';
import ToolbarHero from './hero';
import VerticalToolbar from './vertical';

const button = (name: string) => screen.getByRole('button', {name});

// user-event drives RAC buttons through full press/focus sequences, slow on a busy 2-core machine.
jest.setTimeout(20_000);
describe('toolbar examples', () => {
  it('should toggle bold and italic on the sample text and clear them', async () => {
    const user = userEvent.setup();
    render(<ToolbarHero />);
    expect(screen.getByRole('toolbar', {name: 'Text formatting'})).toBeInTheDocument();
    const text = screen.getByText('Our spring sale starts on Monday.');

    await user.click(button('Bold'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(text).toHaveStyle({fontWeight: '700'});

    await user.keyboard('{ArrowRight}{Enter}');
    expect(button('Italic')).toHaveFocus();
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(text).toHaveStyle({fontStyle: 'italic'});

    await user.click(button('Clear formatting'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
    expect(text).toHaveStyle({fontWeight: '400', fontStyle: 'normal'});
  });

  it('should move through a vertical toolbar with the up and down arrows', async () => {
    const user = userEvent.setup();
    render(<VerticalToolbar />);
    expect(screen.getByRole('toolbar', {name: 'Canvas tools'})).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    expect(screen.getByText('Zoom 100%, grid hidden')).toBeInTheDocument();

    await user.click(button('Zoom in'));
    expect(screen.getByText('Zoom 125%, grid hidden')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(button('Zoom out')).toHaveFocus();
    expect(screen.getByText('Zoom 100%, grid hidden')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(button('Grid')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Zoom 100%, grid shown')).toBeInTheDocument();
  });

  it('should enable the file actions once all files are selected, and skip them while disabled', async () => {
    const user = userEvent.setup();
    render(<ToolbarDisabledItems />);
    expect(button('Download')).toBeDisabled();
    expect(button('Share')).toBeDisabled();

    await user.tab();
    expect(button('Select all')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Select all')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('All 3 files selected')).toBeInTheDocument();
    expect(button('Download')).toBeEnabled();

    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(button('Share')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Shared 3 files with your team.');

    await user.click(button('Select all'));
    expect(screen.getByText('No files selected')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(button('Download')).toBeDisabled();
  });
});
