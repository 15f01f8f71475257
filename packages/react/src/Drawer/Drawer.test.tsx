import {createRef, useState} from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {Button} from '../Button';
import {Dialog, DialogFooter, DialogTrigger, type DialogTriggerProps} from '../Dialog';
import {Drawer, type DrawerProps} from './Drawer';

function Filters({
  drawer,
  ...props
}: Partial<DialogTriggerProps> & {drawer?: Partial<DrawerProps>}) {
  return (
    <>
      <DialogTrigger {...props}>
        <Button>Filters</Button>
        <Drawer {...drawer}>
          <Dialog title="Filter results">
            {({close}) => (
              <>
                <label>
                  <input type="checkbox" /> In stock only
                </label>
                <DialogFooter>
                  <Button onPress={close}>Apply</Button>
                </DialogFooter>
              </>
            )}
          </Dialog>
        </Drawer>
      </DialogTrigger>
      <button>Outside</button>
    </>
  );
}

// While the drawer is open, RAC hides everything outside it from AT.
const trigger = () => screen.getByRole('button', {name: 'Filters', hidden: true});
const overlay = () => document.querySelector('.ui-DrawerOverlay') as HTMLElement;
const drawer = () => screen.getByRole('dialog').closest('.ui-Drawer');

describe('Drawer', () => {
  it('should open a modal dialog at the end edge by default and move focus into it', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.click(trigger());
    const dialog = screen.getByRole('dialog', {name: 'Filter results'});
    expect(dialog).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('heading', {name: 'Filter results'}).id,
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(drawer()).toHaveAttribute('data-placement', 'end');
    expect(overlay()).toHaveAttribute('data-placement', 'end');
  });

  it.each(['start', 'end', 'top', 'bottom'] as const)(
    'should expose placement %s as data-placement',
    (placement) => {
      render(<Filters defaultOpen drawer={{placement}} />);
      expect(drawer()).toHaveAttribute('data-placement', placement);
    },
  );

  it('should trap Tab and Shift+Tab inside the drawer', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.click(trigger());
    const checkbox = screen.getByRole('checkbox', {name: 'In stock only'});
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'Apply'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', {name: 'Close'})).toHaveFocus();
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.tab({shift: true});
    expect(screen.getByRole('button', {name: 'Close'})).toHaveFocus();
  });

  it('should close on Escape and return focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Filters onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('should close on a press outside, unless isDismissable is false', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<Filters />);
    await user.click(trigger());
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Filters drawer={{isDismissable: false}} />);
    await user.click(trigger());
    await user.click(overlay());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("should expose RAC's data-entering and data-exiting for the slide", () => {
    const {rerender} = render(<Filters defaultOpen drawer={{isEntering: true}} />);
    expect(overlay()).toHaveAttribute('data-entering', 'true');
    rerender(<Filters defaultOpen drawer={{isExiting: true}} />);
    expect(overlay()).toHaveAttribute('data-exiting', 'true');
    expect(drawer()).toHaveAttribute('data-exiting', 'true');
  });

  it('should start open with defaultOpen (uncontrolled)', () => {
    render(<Filters defaultOpen />);
    expect(screen.getByRole('dialog', {name: 'Filter results'})).toBeInTheDocument();
  });

  it('should support controlled isOpen without a trigger', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <p>Drawer is {isOpen ? 'open' : 'closed'}</p>
          <Button onPress={() => setOpen(true)}>Open navigation</Button>
          <Drawer placement="start" isOpen={isOpen} onOpenChange={setOpen}>
            <Dialog title="Navigation">Home</Dialog>
          </Drawer>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', {name: 'Open navigation'});
    await user.click(opener);
    expect(screen.getByText('Drawer is open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.getByText('Drawer is closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('should forward its ref and merge class names', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Filters defaultOpen drawer={{ref, className: 'wide'}} />);
    expect(ref.current).toBe(drawer());
    expect(ref.current).toHaveClass('ui-Drawer', 'wide');
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<Filters />);
    await user.click(trigger());
    // The drawer is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});
