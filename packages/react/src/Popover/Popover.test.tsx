import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Button as TesseraButton} from '../Button';
import {useState} from 'react';
import {Button} from 'react-aria-components';
import {Popover, PopoverTrigger, type PopoverProps, type PopoverTriggerProps} from './Popover';

function Help({
  popover,
  ...props
}: Partial<PopoverTriggerProps> & {popover?: Partial<PopoverProps>}) {
  return (
    <>
      <PopoverTrigger {...props}>
        <Button>Help</Button>
        <Popover title="Need help?" {...popover}>
          {({close}) => (
            <>
              <p>Contact support any time.</p>
              <Button onPress={close}>Done</Button>
            </>
          )}
        </Popover>
      </PopoverTrigger>
      <button>Outside</button>
    </>
  );
}

// While the popover is open, RAC hides everything outside it from AT (the popover is modal).
const trigger = () => screen.getByRole('button', {name: 'Help', hidden: true});

describe('Popover', () => {
  it('should open a dialog named by its title, and mark the trigger expanded', async () => {
    const user = userEvent.setup();
    render(<Help />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    const dialog = screen.getByRole('dialog', {name: 'Need help?'});
    expect(dialog).toHaveClass('ui-Popover-dialog');
    expect(dialog.closest('.ui-Popover')).toHaveAttribute('data-placement', 'bottom');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog.id);
  });

  it('should close on Escape and return focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Help onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('should close on a press outside', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Help onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(screen.getByRole('dialog', {name: 'Need help?'})).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('should let the content close it through the render function', async () => {
    const user = userEvent.setup();
    render(<Help />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', {name: 'Done'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('should honour placement, an arrow, and an aria-label when there is no title', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <Button>Info</Button>
        <Popover placement="top" showArrow aria-label="About this plan">
          Includes 100 messages per month.
        </Popover>
      </PopoverTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Info'}));
    const dialog = screen.getByRole('dialog', {name: 'About this plan'});
    const popover = dialog.closest('.ui-Popover')!;
    expect(popover).toHaveAttribute('data-placement', 'top');
    expect(popover.querySelector('.ui-Popover-arrow')).toBeInTheDocument();
  });

  it('should start open with defaultOpen (uncontrolled)', () => {
    render(<Help defaultOpen />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('should support controlled isOpen: expanded and collapsed from outside', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <p>Popover is {isOpen ? 'expanded' : 'collapsed'}</p>
          <Help isOpen={isOpen} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('Popover is collapsed')).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.getByText('Popover is expanded')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Popover is collapsed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should stay closed while the parent keeps isOpen false', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Help isOpen={false} onOpenChange={onOpenChange} />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should not open from a disabled trigger', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <Button isDisabled>Help</Button>
        <Popover title="Need help?">Text</Popover>
      </PopoverTrigger>,
    );
    await user.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should work with the library Button as its trigger', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <TesseraButton variant="secondary">Details</TesseraButton>
        <Popover title="Order details">Shipped on Monday.</Popover>
      </PopoverTrigger>,
    );
    await user.click(screen.getByRole('button', {name: 'Details'}));
    expect(screen.getByRole('dialog', {name: 'Order details'})).toBeInTheDocument();
  });

  it('should merge class names', async () => {
    const user = userEvent.setup();
    render(<Help popover={{className: ({placement}) => `at-${placement}`}} />);
    await user.click(trigger());
    expect(screen.getByRole('dialog').closest('.ui-Popover')).toHaveClass('at-bottom');
  });

  it('should render on the server as a collapsed trigger', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Help />);
    expect(container.querySelector('button')).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('should have no axe violations while open', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<Help />);
    await user.click(trigger());
    // The popover is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });
});
