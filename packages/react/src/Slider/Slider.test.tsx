import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import {renderToString} from 'react-dom/server';
import {Slider} from './Slider';

const thumbOf = (input: HTMLElement) => input.closest('.ui-Slider-thumb');

describe('Slider', () => {
  it('should support a label, a value output and one thumb named by the label', () => {
    render(<Slider label="Volume" defaultValue={30} />);
    const slider = screen.getByRole('slider', {name: 'Volume'});
    expect(slider).toHaveValue('30');
    expect(screen.getByRole('status')).toHaveTextContent('30');
    expect(slider.closest('.ui-Slider')).toHaveAttribute('data-orientation', 'horizontal');
  });

  it('should format the output and the announced value with formatOptions', () => {
    render(
      <Slider
        label="Opacity"
        defaultValue={0.5}
        minValue={0}
        maxValue={1}
        step={0.01}
        formatOptions={{style: 'percent'}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('50%');
    expect(screen.getByRole('slider', {name: 'Opacity'})).toHaveAttribute('aria-valuetext', '50%');
  });

  describe('given the keyboard (W3C APG slider pattern)', () => {
    it('should step with the arrow keys, jump with Page Up/Down and go to the ends with Home/End', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<Slider label="Volume" defaultValue={50} onChange={onChange} />);
      const slider = screen.getByRole('slider', {name: 'Volume'});
      await user.tab();
      expect(slider).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(slider).toHaveValue('51');
      expect(onChange).toHaveBeenLastCalledWith(51);
      await user.keyboard('{ArrowUp}');
      expect(slider).toHaveValue('52');
      await user.keyboard('{ArrowLeft}{ArrowDown}');
      expect(slider).toHaveValue('50');
      await user.keyboard('{PageUp}');
      expect(slider).toHaveValue('60');
      await user.keyboard('{PageDown}{PageDown}');
      expect(slider).toHaveValue('40');
      await user.keyboard('{End}');
      expect(slider).toHaveValue('100');
      await user.keyboard('{Home}');
      expect(slider).toHaveValue('0');
      expect(screen.getByRole('status')).toHaveTextContent('0');
    });

    it('should show a focus-visible state on the thumb reached with Tab', async () => {
      const user = userEvent.setup();
      render(<Slider label="Volume" defaultValue={50} />);
      await user.tab();
      expect(thumbOf(screen.getByRole('slider', {name: 'Volume'}))).toHaveAttribute(
        'data-focus-visible',
        'true',
      );
    });
  });

  describe('given a range', () => {
    it('should render two thumbs named Minimum and Maximum, kept in order', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<Slider label="Price" defaultValue={[20, 80]} onChange={onChange} />);
      const min = screen.getByRole('slider', {name: /Minimum/});
      const max = screen.getByRole('slider', {name: /Maximum/});
      expect(min).toHaveAccessibleName('Minimum Price');
      expect(max).toHaveAccessibleName('Maximum Price');
      expect(screen.getByRole('status')).toHaveTextContent('20 – 80');
      await user.tab();
      await user.keyboard('{End}');
      // The minimum thumb stops at the maximum thumb.
      expect(min).toHaveValue('80');
      expect(onChange).toHaveBeenLastCalledWith([80, 80]);
      await user.tab();
      expect(max).toHaveFocus();
      await user.keyboard('{End}');
      expect(max).toHaveValue('100');
      expect(screen.getByRole('status')).toHaveTextContent('80 – 100');
    });

    it('should support custom thumb labels', () => {
      render(
        <Slider label="Hours" defaultValue={[9, 17]} maxValue={24} thumbLabels={['From', 'To']} />,
      );
      expect(screen.getByRole('slider', {name: 'From Hours'})).toHaveValue('9');
      expect(screen.getByRole('slider', {name: 'To Hours'})).toHaveValue('17');
    });
  });

  it('should support a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState(10);
      return (
        <>
          <Slider label="Zoom" value={value} onChange={setValue} step={5} />
          <p>Zoom is {value}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Zoom is 20')).toBeInTheDocument();
    expect(screen.getByRole('slider', {name: 'Zoom'})).toHaveValue('20');
  });

  it('should support a vertical orientation', () => {
    render(<Slider label="Level" orientation="vertical" defaultValue={5} maxValue={10} />);
    const slider = screen.getByRole('slider', {name: 'Level'});
    expect(slider).toHaveAttribute('aria-orientation', 'vertical');
    expect(slider.closest('.ui-Slider')).toHaveAttribute('data-orientation', 'vertical');
    expect(slider.closest('.ui-Slider-track')).toHaveAttribute('data-orientation', 'vertical');
  });

  it('should mark the thumb while it is dragged', async () => {
    const user = userEvent.setup();
    render(<Slider label="Volume" defaultValue={50} />);
    const slider = screen.getByRole('slider', {name: 'Volume'});
    const thumb = thumbOf(slider)!;
    // jsdom lays nothing out: give the track a width so the drag maths has something to divide by.
    jest.spyOn(thumb.parentElement!, 'getBoundingClientRect').mockReturnValue({
      width: 100,
      height: 20,
      top: 0,
      left: 0,
      right: 100,
      bottom: 20,
    } as DOMRect);
    expect(thumb).not.toHaveAttribute('data-dragging');
    await user.pointer({keys: '[MouseLeft>]', target: thumb, coords: {clientX: 50, clientY: 10}});
    expect(thumb).toHaveAttribute('data-dragging', 'true');
    await user.pointer({keys: '[/MouseLeft]', target: thumb});
    expect(thumb).not.toHaveAttribute('data-dragging');
  });

  it('should support the disabled state', async () => {
    const user = userEvent.setup();
    render(<Slider label="Volume" defaultValue={50} isDisabled />);
    const slider = screen.getByRole('slider', {name: 'Volume'});
    expect(slider).toBeDisabled();
    expect(slider.closest('.ui-Slider')).toHaveAttribute('data-disabled', 'true');
    expect(thumbOf(slider)).toHaveAttribute('data-disabled', 'true');
    await user.tab();
    expect(slider).not.toHaveFocus();
  });

  it('should hide the output when showOutput is false and merge className', () => {
    const {container} = render(
      <Slider aria-label="Balance" showOutput={false} className="mine" defaultValue={0} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('ui-Slider', 'mine');
    expect(screen.getByRole('slider', {name: 'Balance'})).toBeInTheDocument();
  });

  it('should forward its ref to the wrapping div', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<Slider label="Volume" ref={ref} />);
    expect(ref.current).toHaveClass('ui-Slider');
  });

  it('should generate matching ids when rendered on the server', () => {
    const html = renderToString(<Slider label="Server" defaultValue={3} />);
    const labelId = /<label[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toContain(`aria-labelledby="${labelId}`);
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Slider label="Volume" defaultValue={40} />
        <Slider
          label="Price"
          defaultValue={[20, 80]}
          formatOptions={{style: 'currency', currency: 'EUR'}}
        />
        <Slider label="Level" orientation="vertical" isDisabled />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
