import {createRef, useState} from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Button} from '../Button';
import {DialogTrigger, type DialogTriggerProps} from '../Dialog';
import {AlertDialog, type AlertDialogProps} from './AlertDialog';

function DeleteProject({
  alert,
  ...props
}: Partial<DialogTriggerProps> & {alert?: Partial<AlertDialogProps>}) {
  return (
    <>
      <DialogTrigger {...props}>
        <Button variant="danger">Delete project</Button>
        <AlertDialog title="Delete this project?" confirmLabel="Delete" {...alert}>
          Its 12 pages and their history will be gone for good.
        </AlertDialog>
      </DialogTrigger>
      <button>Outside</button>
    </>
  );
}

// While the dialog is open, RAC hides everything outside it from AT.
const trigger = () => screen.getByRole('button', {name: 'Delete project', hidden: true});
const overlay = () => document.querySelector('.ui-ModalOverlay') as HTMLElement;

describe('AlertDialog', () => {
  it('should open a modal alertdialog named by its title and described by its message', async () => {
    const user = userEvent.setup();
    render(<DeleteProject />);
    await user.click(trigger());
    const dialog = screen.getByRole('alertdialog', {name: 'Delete this project?'});
    expect(dialog).toHaveClass('ui-Dialog', 'ui-AlertDialog');
    expect(dialog).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('heading', {name: 'Delete this project?'}).id,
    );
    expect(dialog).toHaveAccessibleDescription(
      'Its 12 pages and their history will be gone for good.',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-variant', 'danger');
    expect(dialog.closest('.ui-Modal')).toHaveAttribute('data-size', 'sm');
    expect(screen.queryByRole('button', {name: 'Close'})).not.toBeInTheDocument();
  });

  it('should put focus on the safe action (Cancel) when it opens', async () => {
    const user = userEvent.setup();
    render(<DeleteProject />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', {name: 'Cancel'})).toHaveFocus();
  });

  it('should trap Tab and Shift+Tab between its two actions', async () => {
    const user = userEvent.setup();
    render(<DeleteProject />);
    await user.click(trigger());
    const cancel = screen.getByRole('button', {name: 'Cancel'});
    const confirm = screen.getByRole('button', {name: 'Delete'});
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({shift: true});
    expect(confirm).toHaveFocus();
  });

  it('should call onConfirm and close when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DeleteProject alert={{onConfirm}} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', {name: 'Delete'}));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should close without confirming from Cancel, and return focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DeleteProject alert={{onConfirm}} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('should close on Escape and return focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<DeleteProject onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('should stay open on a press outside, unless isDismissable', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<DeleteProject />);
    await user.click(trigger());
    await user.click(overlay());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    unmount();

    render(<DeleteProject alert={{isDismissable: true}} />);
    await user.click(trigger());
    await user.click(overlay());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should default to "Confirm" and "Cancel" and the danger variant', () => {
    render(
      <AlertDialog defaultOpen title="Sign out?">
        You will need to sign in again.
      </AlertDialog>,
    );
    expect(screen.getByRole('button', {name: 'Cancel'})).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    expect(screen.getByRole('button', {name: 'Confirm'})).toHaveAttribute('data-variant', 'danger');
  });

  it('should support the primary variant', () => {
    render(
      <AlertDialog defaultOpen variant="primary" title="Publish now?" confirmLabel="Publish">
        Subscribers will get an email.
      </AlertDialog>,
    );
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', {name: 'Publish'})).toHaveAttribute(
      'data-variant',
      'primary',
    );
  });

  it('should support controlled isOpen without a trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <p>Alert is {isOpen ? 'open' : 'closed'}</p>
          <Button onPress={() => setOpen(true)}>Discard draft</Button>
          <AlertDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            onConfirm={onConfirm}
            title="Discard this draft?"
            confirmLabel="Discard"
          >
            Your changes will be lost.
          </AlertDialog>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', {name: 'Discard draft'}));
    expect(screen.getByText('Alert is open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Discard'}));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Alert is closed')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should start open with defaultOpen (uncontrolled)', () => {
    render(<DeleteProject defaultOpen />);
    expect(screen.getByRole('alertdialog', {name: 'Delete this project?'})).toBeInTheDocument();
  });

  it('should forward its ref to the dialog and merge class names', () => {
    const ref = createRef<HTMLElement>();
    render(<DeleteProject defaultOpen alert={{ref, className: 'billing'}} />);
    expect(ref.current).toBe(screen.getByRole('alertdialog'));
    expect(ref.current).toHaveClass('ui-AlertDialog', 'billing');
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<DeleteProject />);
    await user.click(trigger());
    // The dialog is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});
