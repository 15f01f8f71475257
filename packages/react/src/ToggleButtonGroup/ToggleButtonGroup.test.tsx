import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {useState} from 'react';
import type {Key} from 'react-aria-components';
import {renderToString} from 'react-dom/server';
import {ToggleButton} from '../Button/ToggleButton';
import {ToggleButtonGroup, type ToggleButtonGroupProps} from './ToggleButtonGroup';

function Alignment(props: Omit<ToggleButtonGroupProps, 'children'>) {
  return (
    <ToggleButtonGroup aria-label="Text alignment" {...props}>
      <ToggleButton id="left">Left</ToggleButton>
      <ToggleButton id="center">Center</ToggleButton>
      <ToggleButton id="right">Right</ToggleButton>
    </ToggleButtonGroup>
  );
}

function Formatting(props: Omit<ToggleButtonGroupProps, 'children'>) {
  return (
    <ToggleButtonGroup aria-label="Text formatting" selectionMode="multiple" {...props}>
      <ToggleButton id="bold">Bold</ToggleButton>
      <ToggleButton id="italic">Italic</ToggleButton>
      <ToggleButton id="underline" isDisabled>
        Underline
      </ToggleButton>
      <ToggleButton id="strike">Strikethrough</ToggleButton>
    </ToggleButtonGroup>
  );
}

describe('ToggleButtonGroup', () => {
  describe('given selectionMode="single"', () => {
    it('should be a radio group whose buttons are radios, with the attached look by default', () => {
      render(<Alignment defaultSelectedKeys={['left']} />);
      const group = screen.getByRole('radiogroup', {name: 'Text alignment'});
      expect(group).toHaveClass('ui-ToggleButtonGroup');
      expect(group).toHaveAttribute('data-variant', 'attached');
      expect(group).toHaveAttribute('data-orientation', 'horizontal');
      expect(screen.getByRole('radio', {name: 'Left'})).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('radio', {name: 'Left'})).toHaveAttribute('data-selected', 'true');
      expect(screen.getByRole('radio', {name: 'Center'})).toHaveAttribute('aria-checked', 'false');
    });

    it('should select one button at a time and call onSelectionChange', async () => {
      const user = userEvent.setup();
      const onSelectionChange = jest.fn();
      render(<Alignment defaultSelectedKeys={['left']} onSelectionChange={onSelectionChange} />);
      await user.click(screen.getByRole('radio', {name: 'Right'}));
      expect(screen.getByRole('radio', {name: 'Right'})).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('radio', {name: 'Left'})).toHaveAttribute('aria-checked', 'false');
      expect(screen.getByRole('radio', {name: 'Left'})).not.toHaveAttribute('data-selected');
      expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['right']));
    });

    it('should keep one button selected with disallowEmptySelection', async () => {
      const user = userEvent.setup();
      render(<Alignment defaultSelectedKeys={['center']} disallowEmptySelection />);
      await user.click(screen.getByRole('radio', {name: 'Center'}));
      expect(screen.getByRole('radio', {name: 'Center'})).toHaveAttribute('aria-checked', 'true');
    });
  });

  describe('given selectionMode="multiple"', () => {
    it('should be a toolbar of buttons that toggle aria-pressed independently', async () => {
      const user = userEvent.setup();
      const onSelectionChange = jest.fn();
      render(<Formatting onSelectionChange={onSelectionChange} />);
      expect(screen.getByRole('toolbar', {name: 'Text formatting'})).toBeInTheDocument();
      const bold = screen.getByRole('button', {name: 'Bold'});
      const italic = screen.getByRole('button', {name: 'Italic'});
      await user.click(bold);
      await user.click(italic);
      expect(bold).toHaveAttribute('aria-pressed', 'true');
      expect(italic).toHaveAttribute('aria-pressed', 'true');
      expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['bold', 'italic']));
      await user.click(bold);
      expect(bold).toHaveAttribute('aria-pressed', 'false');
      expect(bold).not.toHaveAttribute('data-selected');
    });
  });

  describe('given the keyboard (W3C APG toolbar and radio group patterns)', () => {
    it('should be one Tab stop and move focus with the arrow keys, skipping disabled buttons', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Formatting />
          <button type="button">After</button>
        </>,
      );
      await user.tab();
      const bold = screen.getByRole('button', {name: 'Bold'});
      expect(bold).toHaveFocus();
      expect(bold).toHaveAttribute('data-focus-visible', 'true');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', {name: 'Italic'})).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', {name: 'Strikethrough'})).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('button', {name: 'Italic'})).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getByRole('button', {name: 'Italic'})).toHaveAttribute('aria-pressed', 'true');
      await user.tab();
      expect(screen.getByRole('button', {name: 'After'})).toHaveFocus();
    });

    it('should move focus with Arrow Up/Down when vertical', async () => {
      const user = userEvent.setup();
      render(<Alignment orientation="vertical" />);
      expect(screen.getByRole('radiogroup')).toHaveAttribute('data-orientation', 'vertical');
      await user.tab();
      expect(screen.getByRole('radio', {name: 'Left'})).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('radio', {name: 'Center'})).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('radio', {name: 'Center'})).toHaveAttribute('aria-checked', 'true');
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('radio', {name: 'Left'})).toHaveFocus();
    });
  });

  it('should support controlled selection', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState<Set<Key>>(new Set(['center']));
      return (
        <>
          <Alignment selectedKeys={selected} onSelectionChange={setSelected} />
          <p>Aligned {[...selected].join(', ') || 'nowhere'}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('Aligned center')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', {name: 'Right'}));
    expect(screen.getByText('Aligned right')).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: 'Right'})).toHaveAttribute('aria-checked', 'true');
  });

  it('should disable every button with isDisabled', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Alignment isDisabled onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-disabled', 'true');
    const left = screen.getByRole('radio', {name: 'Left'});
    expect(left).toBeDisabled();
    expect(left).toHaveAttribute('data-disabled', 'true');
    await user.click(left);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('should support the spaced variant, className and a ref', () => {
    const ref = {current: null as HTMLDivElement | null};
    render(<Alignment variant="spaced" className="mine" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('radiogroup'));
    expect(ref.current).toHaveClass('ui-ToggleButtonGroup', 'mine');
    expect(ref.current).toHaveAttribute('data-variant', 'spaced');
  });

  it('should render on the server with the selection', () => {
    const html = renderToString(<Alignment defaultSelectedKeys={['right']} />);
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('aria-checked="true"');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <>
        <Alignment defaultSelectedKeys={['left']} />
        <Formatting defaultSelectedKeys={['bold']} orientation="vertical" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
