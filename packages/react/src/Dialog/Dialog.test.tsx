import {createRef, useState} from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Button} from '../Button';
import {
  Dialog,
  DialogFooter,
  DialogHeading,
  DialogTrigger,
  Modal,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
} from './Dialog';

function EditProfile({
  modal,
  dialog,
  ...props
}: Partial<DialogTriggerProps> & {modal?: Partial<ModalProps>; dialog?: Partial<DialogProps>}) {
  return (
    <>
      <DialogTrigger {...props}>
        <Button>Edit profile</Button>
        <Modal {...modal}>
          <Dialog {...dialog}>
            {({close}) => (
              <>
                <DialogHeading>Edit profile</DialogHeading>
                <label>
                  Name <input />
                </label>
                <DialogFooter>
                  <Button variant="secondary" onPress={close}>
                    Cancel
                  </Button>
                  <Button onPress={close}>Save</Button>
                </DialogFooter>
              </>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
      <button>Outside</button>
    </>
  );
}

// While the modal is open, RAC hides everything outside it from AT.
const trigger = () => screen.getByRole('button', {name: 'Edit profile', hidden: true});
const overlay = () => document.querySelector('.ui-ModalOverlay') as HTMLElement;

describe('Dialog', () => {
  it('should open a modal dialog named by its heading and move focus into it', async () => {
    const user = userEvent.setup();
    render(<EditProfile />);
    await user.click(trigger());
    const dialog = screen.getByRole('dialog', {name: 'Edit profile'});
    const heading = screen.getByRole('heading', {name: 'Edit profile', level: 2});
    expect(dialog).toHaveClass('ui-Dialog');
    expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(dialog.closest('.ui-Modal')).toHaveAttribute('data-size', 'md');
    expect(screen.queryByRole('button', {name: 'Outside'})).not.toBeInTheDocument();
  });

  it('should trap Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<EditProfile />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'Cancel'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'Save'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'Close'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveFocus();
    await user.tab({shift: true});
    expect(screen.getByRole('button', {name: 'Close'})).toHaveFocus();
  });

  it('should close on Escape and return focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<EditProfile onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('should close from the close button in the corner and from an action', async () => {
    const user = userEvent.setup();
    render(<EditProfile />);
    await user.click(trigger());
    const close = screen.getByRole('button', {name: 'Close'});
    expect(close).toHaveClass('ui-CloseButton', 'ui-Dialog-close');
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger());
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should close on a press outside, unless isDismissable is false', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<EditProfile />);
    await user.click(trigger());
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<EditProfile modal={{isDismissable: false}} />);
    await user.click(trigger());
    await user.click(overlay());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('should hide the close button with isCloseButtonHidden and say so in data-close-button-hidden', async () => {
    const user = userEvent.setup();
    render(<EditProfile dialog={{isCloseButtonHidden: true}} />);
    await user.click(trigger());
    expect(screen.getByRole('dialog')).toHaveAttribute('data-close-button-hidden', 'true');
    expect(screen.queryByRole('button', {name: 'Close'})).not.toBeInTheDocument();
  });

  it('should support a title prop and a translated close label', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Rename</Button>
        <Modal size="sm">
          <Dialog title="Renommer le fichier" closeLabel="Fermer">
            <p>Choisissez un nouveau nom.</p>
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Rename'}));
    const dialog = screen.getByRole('dialog', {name: 'Renommer le fichier'});
    expect(dialog).not.toHaveAttribute('data-close-button-hidden');
    expect(dialog.closest('.ui-Modal')).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('button', {name: 'Fermer'})).toBeInTheDocument();
  });

  it.each(['sm', 'md', 'lg'] as const)('should expose size %s as data-size', (size) => {
    render(<EditProfile defaultOpen modal={{size}} />);
    expect(screen.getByRole('dialog').closest('.ui-Modal')).toHaveAttribute('data-size', size);
  });

  it("should expose RAC's data-entering and data-exiting for CSS animation", () => {
    const {rerender} = render(<EditProfile defaultOpen modal={{isEntering: true}} />);
    expect(overlay()).toHaveAttribute('data-entering', 'true');
    rerender(<EditProfile defaultOpen modal={{isExiting: true}} />);
    expect(overlay()).toHaveAttribute('data-exiting', 'true');
    expect(overlay().querySelector('.ui-Modal')).toHaveAttribute('data-exiting', 'true');
  });

  it('should start open with defaultOpen (uncontrolled)', () => {
    render(<EditProfile defaultOpen />);
    expect(screen.getByRole('dialog', {name: 'Edit profile'})).toBeInTheDocument();
  });

  it('should support controlled isOpen on the trigger', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <p>Dialog is {isOpen ? 'open' : 'closed'}</p>
          <EditProfile isOpen={isOpen} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Controlled />);
    await user.click(trigger());
    expect(screen.getByText('Dialog is open')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Dialog is closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should support a controlled Modal without a trigger, returning focus to where it was', async () => {
    const user = userEvent.setup();
    function Standalone() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Open settings</Button>
          <Modal isOpen={isOpen} onOpenChange={setOpen}>
            <Dialog title="Settings">Nothing to set yet.</Dialog>
          </Modal>
        </>
      );
    }
    render(<Standalone />);
    const opener = screen.getByRole('button', {name: 'Open settings'});
    await user.click(opener);
    expect(screen.getByRole('dialog', {name: 'Settings'})).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('should forward refs and merge class names', () => {
    const modalRef = createRef<HTMLDivElement>();
    const dialogRef = createRef<HTMLElement>();
    const footerRef = createRef<HTMLDivElement>();
    render(
      <Modal
        defaultOpen
        ref={modalRef}
        className={({isExiting}) => (isExiting ? 'leaving' : 'shown')}
      >
        <Dialog ref={dialogRef} className="wide" aria-label="Preview">
          <DialogFooter ref={footerRef} className="sticky" />
        </Dialog>
      </Modal>,
    );
    expect(modalRef.current).toHaveClass('ui-Modal', 'shown');
    expect(dialogRef.current).toBe(screen.getByRole('dialog', {name: 'Preview'}));
    expect(dialogRef.current).toHaveClass('ui-Dialog', 'wide');
    expect(footerRef.current).toHaveClass('ui-DialogFooter', 'sticky');
  });

  it('should render on the server as a collapsed trigger', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EditProfile />);
    expect(container.querySelector('button')).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<EditProfile />);
    await user.click(trigger());
    // The modal is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});
