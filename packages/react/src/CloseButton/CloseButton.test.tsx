import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {CloseButton} from './CloseButton';

describe('CloseButton', () => {
  it('should be named "Close" by default', () => {
    render(<CloseButton />);
    const button = screen.getByRole('button', {name: 'Close'});
    expect(button).toHaveClass('ui-CloseButton');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('should support a custom aria-label and size', () => {
    render(<CloseButton aria-label="Dismiss notification" size="sm" />);
    expect(screen.getByRole('button', {name: 'Dismiss notification'})).toHaveAttribute(
      'data-size',
      'sm',
    );
  });

  it('should support aria-labelledby instead of the default name', () => {
    render(
      <>
        <span id="lbl">Close settings</span>
        <CloseButton aria-labelledby="lbl" />
      </>,
    );
    expect(screen.getByRole('button', {name: 'Close settings'})).toBeInTheDocument();
  });

  it('should call onPress with the keyboard and not when disabled', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    const {rerender} = render(<CloseButton onPress={onPress} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<CloseButton onPress={onPress} isDisabled />);
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('should have no axe violations', async () => {
    const {container} = render(<CloseButton />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
