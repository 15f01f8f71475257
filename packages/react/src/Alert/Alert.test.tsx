import {useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Alert} from './Alert';
import {Button} from '../Button';

describe('Alert', () => {
  it('should render a polite status with title and description by default', () => {
    render(<Alert title="Saved">Your changes are live.</Alert>);
    const alert = screen.getByRole('status');
    expect(alert).toHaveClass('ui-Alert');
    expect(alert).toHaveAttribute('data-status', 'default');
    expect(alert).toHaveTextContent('SavedYour changes are live.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['default', 'status'],
    ['accent', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ] as const)('should give the %s status role="%s"', (status, role) => {
    render(<Alert status={status} title={status} />);
    expect(screen.getByRole(role)).toHaveAttribute('data-status', status);
  });

  it('should let the role be overridden', () => {
    render(<Alert status="danger" role="status" title="Quota nearly used" />);
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'danger');
  });

  it('should hide the icon when icon is false and show a custom one otherwise', () => {
    const {container, rerender} = render(<Alert icon={false} title="Plain" />);
    expect(container.querySelector('.ui-Alert-icon')).not.toBeInTheDocument();
    rerender(<Alert icon={<span data-testid="star" />} title="Starred" />);
    expect(screen.getByTestId('star')).toBeInTheDocument();
  });

  it('should support the demo: dismiss the alert, then show it again', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    function Demo() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Alert
          status="success"
          title="Profile updated"
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
        />
      ) : (
        <Button onPress={() => setOpen(true)}>Show alert</Button>
      );
    }
    render(<Demo />);
    await user.click(screen.getByRole('button', {name: 'Dismiss'}));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Show alert'}));
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated');
  });

  it('should have no axe violations', async () => {
    const {container} = render(
      <div>
        <Alert status="danger" title="Payment failed" onDismiss={() => {}}>
          Check your card details.
        </Alert>
        <Alert status="accent" title="Tip" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
