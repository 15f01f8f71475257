import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {axe} from 'jest-axe';
import {NewsletterForm} from './NewsletterForm';
import {MESSAGES, RESET_DELAY_MS} from './useNewsletterSignup';

// Typing through React Aria in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

type Answer = {json: () => Promise<unknown>};
const answer = (body: unknown): Answer => ({json: async () => body});

let fetchMock: jest.Mock<Promise<Answer>, [string, RequestInit]>;

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
});

function setup(source = 'footer') {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
  render(<NewsletterForm source={source} />);
  const input = screen.getByRole('textbox', {name: 'Email address'});
  const button = screen.getByRole('button', {name: 'Subscribe'});
  return {user, input, button};
}

async function submit(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, email: string) {
  await user.type(input, email);
  await user.click(screen.getByRole('button', {name: /Subscribe/}));
  await flush();
}

/**
 * Lets the mocked calls settle without reaching the 3 s reset: zero-delay timers and microtasks
 * only, until the form leaves `loading` (or a pending call keeps it there).
 */
async function flush() {
  const status = () => document.querySelector('[data-status]')?.getAttribute('data-status');
  for (let i = 0; i < 30; i += 1) {
    await act(async () => {
      jest.advanceTimersByTime(0);
      for (let j = 0; j < 20; j += 1) await Promise.resolve();
    });
    if (status() !== 'loading' && i > 0) return;
  }
}

function bodies() {
  return fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body))]);
}

function expectError(input: HTMLElement, text: string) {
  const message = screen.getByText(text, {selector: '.ui-FieldError-text'});
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  const errorElement = message.closest('.ui-FieldError');
  expect(describedBy.split(' ')).toContain(errorElement?.id);
  expect(screen.getByRole('status')).toHaveTextContent(text);
}

async function expectResetAfterDelay(input: HTMLElement) {
  act(() => jest.advanceTimersByTime(RESET_DELAY_MS - 1));
  expect(screen.getByRole('status')).not.toHaveTextContent(/^$/);
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('button', {name: 'Subscribe'})).not.toHaveAttribute('data-pending');
}

describe('NewsletterForm', () => {
  it('should render a labelled field and button without axe violations', async () => {
    jest.useRealTimers();
    const {container} = render(<NewsletterForm source="footer" />);
    expect(screen.getByRole('region', {name: 'Stay in the loop'})).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Email address'})).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(['plainaddress', 'missing@tld', '@example.com', 'two words@example.com', '   '])(
    'should refuse %j without sending a request',
    async (email) => {
      const {user, input} = setup();
      await user.type(input, email);
      await user.click(screen.getByRole('button', {name: 'Subscribe'}));
      expect(fetchMock).not.toHaveBeenCalled();
      expectError(input, MESSAGES.invalidEmail);
      await expectResetAfterDelay(input);
    },
  );

  it('should call newsletter then changelog, clear the field, announce success and reset after 3 s', async () => {
    let resolveFirst: (value: Answer) => void = () => undefined;
    fetchMock
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(answer({success: true}));
    const {user, input} = setup('home');
    await submit(user, input, ' ada@example.com ');

    // Loading: field disabled, button pending, only the first call made.
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', {name: /Subscribe/})).toHaveAttribute('data-pending', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => resolveFirst(answer({success: true})));
    await flush();
    expect(bodies()).toEqual([
      ['/api/newsletter', {email: 'ada@example.com', source: 'home'}],
      ['/api/changelog', {email: 'ada@example.com'}],
    ]);
    for (const [, init] of fetchMock.mock.calls) {
      expect(init).toMatchObject({method: 'POST', headers: {'Content-Type': 'application/json'}});
    }
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.success);
    expect(screen.getByRole('button', {name: /Subscribe/})).toHaveAttribute('data-pending', 'true');
    await expectResetAfterDelay(input);
  });

  it.each([
    [
      'the newsletter error text',
      [{success: false, error: 'Already too many sign-ups.'}],
      'Already too many sign-ups.',
      1,
    ],
    ['the newsletter fallback', [{success: false}], MESSAGES.newsletterFailed, 1],
    [
      'the newsletter fallback for an empty error',
      [{success: false, error: ''}],
      MESSAGES.newsletterFailed,
      1,
    ],
    ['the newsletter fallback when success is missing', [{}], MESSAGES.newsletterFailed, 1],
    [
      'the changelog error text',
      [{success: true}, {success: false, error: 'Changelog is paused.'}],
      'Changelog is paused.',
      2,
    ],
    ['the changelog fallback', [{success: true}, {success: false}], MESSAGES.changelogFailed, 2],
  ])('should show %s', async (_name, answers, text, calls) => {
    for (const body of answers) fetchMock.mockResolvedValueOnce(answer(body));
    const {user, input} = setup();
    await submit(user, input, 'ada@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expectError(input, text);
    expect(input).toHaveValue('ada@example.com');
    await expectResetAfterDelay(input);
  });

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the answer is not JSON',
      () => Promise.resolve({json: () => Promise.reject(new SyntaxError('bad'))}),
    ],
  ])('should show the generic message when %s', async (_name, failure) => {
    fetchMock.mockImplementationOnce(failure as () => Promise<Answer>);
    const {user, input} = setup();
    await submit(user, input, 'ada@example.com');
    expectError(input, MESSAGES.unexpected);
    await expectResetAfterDelay(input);
  });

  it('should show the generic message when the second call throws', async () => {
    fetchMock
      .mockResolvedValueOnce(answer({success: true}))
      .mockRejectedValueOnce(new Error('offline'));
    const {user, input} = setup();
    await submit(user, input, 'ada@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expectError(input, MESSAGES.unexpected);
  });

  it('should start a fresh 3 s period when submitted again during an error', async () => {
    const {user, input} = setup();
    await submit(user, input, 'nope');
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    act(() => jest.advanceTimersByTime(2000));
    expectError(input, MESSAGES.invalidEmail);
    act(() => jest.advanceTimersByTime(1000));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('should send the honeypot only when a bot filled it', async () => {
    fetchMock.mockResolvedValue(answer({success: true}));
    const {user, input} = setup();
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'http://spam.example');
    await submit(user, input, 'bot@example.com');
    expect(bodies()).toEqual([
      [
        '/api/newsletter',
        {email: 'bot@example.com', source: 'footer', website: 'http://spam.example'},
      ],
      ['/api/changelog', {email: 'bot@example.com', website: 'http://spam.example'}],
    ]);
  });
});
