import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {renderToString} from 'react-dom/server';
import {Button as TesseraButton} from '../Button';
import {Button} from 'react-aria-components';
import {Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps} from './Tooltip';

function Edit({
  tooltip,
  isDisabled,
  ...props
}: Partial<TooltipTriggerProps> & {tooltip?: Partial<TooltipProps>; isDisabled?: boolean}) {
  return (
    <TooltipTrigger {...props}>
      <Button isDisabled={isDisabled}>Edit</Button>
      <Tooltip {...tooltip}>Edit the document</Tooltip>
    </TooltipTrigger>
  );
}

const setup = () => userEvent.setup({advanceTimers: jest.advanceTimersByTime});

// RAC opens on hover only when the last interaction was a pointer one, as when a mouse moves
// across the page to reach the trigger; earlier tests in this file leave the modality on keyboard.
async function hover(user: ReturnType<typeof setup>, element: Element) {
  await user.hover(document.body);
  await user.hover(element);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // RAC keeps a global warm-up/cool-down timer between tooltips: let it run out between tests.
  act(() => jest.runAllTimers());
  jest.useRealTimers();
});

describe('Tooltip', () => {
  it('should open at once on keyboard focus and describe its trigger', async () => {
    const user = setup();
    render(<Edit />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Edit the document');
    expect(tooltip).toHaveClass('ui-Tooltip');
    expect(screen.getByRole('button', {name: 'Edit'})).toHaveAccessibleDescription(
      'Edit the document',
    );
  });

  it('should close on Escape and on blur', async () => {
    const user = setup();
    render(<Edit />);
    await user.tab();
    await user.keyboard('{Escape}');
    act(() => jest.runAllTimers());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({shift: true});
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    act(() => jest.runAllTimers());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('should open on hover at once by default and close after the close delay', async () => {
    const user = setup();
    const onOpenChange = jest.fn();
    render(<Edit onOpenChange={onOpenChange} />);
    await hover(user, screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.unhover(screen.getByRole('button'));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('should open on hover only after a delay that is set', async () => {
    const user = setup();
    render(<Edit delay={700} />);
    await hover(user, screen.getByRole('button'));
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('should honour placement and render an arrow unless showArrow is false', async () => {
    const user = setup();
    const {unmount} = render(<Edit tooltip={{placement: 'bottom'}} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
    expect(screen.getByRole('tooltip').querySelector('.ui-Tooltip-arrow')).toBeInTheDocument();
    unmount();
    render(<Edit tooltip={{showArrow: false}} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'top');
    expect(screen.getByRole('tooltip').querySelector('.ui-Tooltip-arrow')).not.toBeInTheDocument();
  });

  it('should support controlled isOpen', () => {
    const {rerender} = render(<Edit isOpen={false} />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    rerender(<Edit isOpen />);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('should not open when the TooltipTrigger is disabled', async () => {
    const user = setup();
    render(
      <TooltipTrigger isDisabled delay={0}>
        <Button>Share</Button>
        <Tooltip>Share with your team</Tooltip>
      </TooltipTrigger>,
    );
    await hover(user, screen.getByRole('button', {name: 'Share'}));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('should never show on a disabled trigger, and warn in development', async () => {
    const user = setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Edit isDisabled delay={0} isOpen />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await hover(user, screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/trigger is disabled/);
    warn.mockRestore();
  });

  it('should hide an open tooltip when its trigger becomes disabled', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const {rerender} = render(<Edit isOpen />);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    rerender(<Edit isOpen isDisabled />);
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('should work with the library Button as its trigger', async () => {
    const user = setup();
    render(
      <TooltipTrigger>
        <TesseraButton variant="secondary">Save</TesseraButton>
        <Tooltip>Save your changes</Tooltip>
      </TooltipTrigger>,
    );
    await user.tab();
    expect(screen.getByRole('button', {name: 'Save'})).toHaveAccessibleDescription(
      'Save your changes',
    );
  });

  it('should merge class names', async () => {
    const user = setup();
    render(<Edit tooltip={{className: ({placement}) => `at-${placement}`}} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveClass('ui-Tooltip', 'at-top');
  });

  it('should render on the server as just its trigger', () => {
    const html = renderToString(<Edit />);
    expect(html).toContain('Edit');
    expect(html).not.toContain('Edit the document');
  });

  it('should have no axe violations while open', async () => {
    const user = setup();
    const {baseElement} = render(<Edit />);
    await user.tab();
    jest.useRealTimers();
    // The tooltip is portalled to <body>; a bare test page has no landmarks to put it in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
    jest.useFakeTimers();
  });
});
