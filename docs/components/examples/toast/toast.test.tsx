import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {toast} from '@tessera-ui/react';
import ToastWithAction from './action';
import ToastHero from './hero';
import ToastTimeout from './timeout';
import ToastTones from './tones';

// Each example keeps its queue for the whole file: close what a test leaves open.
async function closeAll(user: ReturnType<typeof userEvent.setup>) {
  for (const button of screen.queryAllByRole('button', {name: 'Close'})) await user.click(button);
}

describe('toast examples', () => {
  afterEach(async () => {
    act(() => toast.clear());
    await closeAll(userEvent.setup());
  });

  it('should show a success toast and count the save when the hero button is pressed', async () => {
    const user = userEvent.setup();
    const {baseElement} = render(<ToastHero />);
    expect(screen.getByText('Saved versions: 0')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Saved versions: 1')).toBeInTheDocument();
    const item = screen.getByRole('alertdialog', {name: 'Draft saved'});
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(item).toHaveAccessibleDescription('Quarterly report, version 1');
    expect(screen.getByRole('region')).toHaveAccessibleName('1 notification.');
    // The region is portalled to <body>; a bare test page has no other landmarks to put text in.
    expect(await axe(baseElement, {rules: {region: {enabled: false}}})).toHaveNoViolations();
  });

  it.each([
    ['Neutral', 'Export started', 'neutral'],
    ['Success', 'Payment received', 'success'],
    ['Warning', 'Storage almost full', 'warning'],
    ['Danger', 'Deployment failed', 'danger'],
  ])('should show a %s toast "%s" with data-tone %s', async (label, title, tone) => {
    const user = userEvent.setup();
    render(<ToastTones />);
    await user.click(screen.getByRole('button', {name: label}));
    expect(screen.getByRole('alertdialog', {name: title})).toHaveAttribute('data-tone', tone);
  });

  it('should archive a conversation and bring it back with Undo', async () => {
    const user = userEvent.setup();
    render(<ToastWithAction />);
    expect(screen.getByText('Conversations in the inbox: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Archive Team lunch on Friday'}));
    expect(
      screen.queryByRole('button', {name: 'Archive Team lunch on Friday'}),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Conversations in the inbox: 2')).toBeInTheDocument();
    const item = screen.getByRole('alertdialog', {name: 'Conversation archived'});
    expect(item).toHaveAccessibleDescription('Team lunch on Friday');
    await user.click(within(item).getByRole('button', {name: 'Undo'}));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Conversations in the inbox: 3')).toBeInTheDocument();
    // Back in its place, between the other two.
    expect(
      screen.getAllByRole('button', {name: /^Archive/}).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Archive Invoice #1042 from Northwind',
      'Archive Team lunch on Friday',
      'Archive Your March statement is ready',
    ]);
  });

  it('should keep one Undo toast and offer to restore an empty inbox', async () => {
    const user = userEvent.setup();
    render(<ToastWithAction />);
    for (let i = 0; i < 3; i++) await user.click(screen.getAllByRole('button')[0]!);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Your March statement is ready',
    );
    expect(screen.getByText('Conversations in the inbox: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Restore the inbox'}));
    expect(screen.getByText('Conversations in the inbox: 3')).toBeInTheDocument();
  });

  describe('given the timeout example', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should close Link copied after 5 seconds and keep You are offline until closed', async () => {
      const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
      render(<ToastTimeout />);
      await user.click(screen.getByRole('button', {name: 'Copy link'}));
      await user.click(screen.getByRole('button', {name: 'Go offline'}));
      // Move the pointer off the toasts: hovering them pauses the timers.
      await user.unhover(screen.getByRole('region'));
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByRole('alertdialog', {name: 'Link copied'})).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      const offline = screen.getByRole('alertdialog', {name: 'You are offline'});
      await user.click(within(offline).getByRole('button', {name: 'Close'}));
      await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    });
  });
});
