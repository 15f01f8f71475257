import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TipSlider from './formatting';
import SliderHero from './hero';
import PriceRange from './range';
import Equaliser from './vertical';

describe('slider examples', () => {
  it('should show the new volume when the arrow, Page and Home/End keys move the thumb', async () => {
    const user = userEvent.setup();
    render(<SliderHero />);
    const volume = screen.getByRole('slider', {name: 'Volume'});
    expect(screen.getByRole('status')).toHaveTextContent('60');
    await user.tab();
    expect(volume).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(volume).toHaveValue('61');
    expect(screen.getByRole('status')).toHaveTextContent('61');
    await user.keyboard('{PageDown}');
    expect(volume).toHaveValue('51');
    await user.keyboard('{End}');
    expect(screen.getByRole('status')).toHaveTextContent('100');
    await user.keyboard('{Home}');
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('should filter the laptops when either thumb of the price range moves', async () => {
    const user = userEvent.setup();
    render(<PriceRange />);
    const min = screen.getByRole('slider', {name: 'Minimum Price'});
    const max = screen.getByRole('slider', {name: 'Maximum Price'});
    expect(min).toHaveAttribute('aria-valuetext', '$600');
    expect(screen.getByRole('status')).toHaveTextContent('$600 – $1,600');
    expect(screen.getByText(/^4 of 5 laptops/)).toBeInTheDocument();
    expect(screen.queryByText('Atlas 17, $1,999')).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(max).toHaveFocus();
    await user.keyboard('{End}');
    expect(max).toHaveAttribute('aria-valuetext', '$2,000');
    expect(screen.getByText(/^5 of 5 laptops/)).toBeInTheDocument();
    expect(screen.getByText('Atlas 17, $1,999')).toBeInTheDocument();

    await user.tab({shift: true});
    expect(min).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(min).toHaveAttribute('aria-valuetext', '$800');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Aero 13, $649')).not.toBeInTheDocument();
  });

  it('should recompute the tip when the slider moves by a 5% step', async () => {
    const user = userEvent.setup();
    render(<TipSlider />);
    const tip = screen.getByRole('slider', {name: 'Tip'});
    expect(tip).toHaveAttribute('aria-valuetext', '15%');
    expect(screen.getByText('Tip on $48.00: $7.20. Total: $55.20.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tip).toHaveAttribute('aria-valuetext', '20%');
    expect(screen.getByText('Tip on $48.00: $9.60. Total: $57.60.')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tip).toHaveAttribute('aria-valuetext', '30%');
  });

  it('should raise a vertical band when Arrow Up is pressed and skip the disabled one when tabbing', async () => {
    const user = userEvent.setup();
    render(<Equaliser />);
    expect(screen.getByRole('group', {name: 'Equaliser'})).toBeInTheDocument();
    const bass = screen.getByRole('slider', {name: 'Bass'});
    expect(bass).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    expect(bass).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(bass).toHaveAttribute('aria-valuetext', '+3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(bass).toHaveAttribute('aria-valuetext', '-1');
    expect(screen.getByRole('slider', {name: 'Subwoofer'})).toBeDisabled();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
