// The newsletter sign-up state machine: idle → loading → success | error → idle after
// 3 s. Two calls in order; the second only when the first answered `success: true`.
import {useCallback, useEffect, useRef, useState} from 'react';

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error';

export const RESET_DELAY_MS = 3000;
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email.',
  newsletterFailed: 'Failed to subscribe newsletter',
  changelogFailed: 'Failed to subscribe changelog',
  unexpected: 'Something went wrong. Please try again.',
  success: 'Thanks! Check your inbox to confirm your subscription.',
} as const;

/** Deliberately simple (`something@something.something`): the server does the strict check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A `success: false` answer; its message is shown as is. */
class RefusedError extends Error {}

async function postJson(url: string, body: object, fallback: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as {success?: unknown; error?: unknown};
  if (data.success !== true) {
    throw new RefusedError(typeof data.error === 'string' && data.error ? data.error : fallback);
  }
}

export function useNewsletterSignup(source: string) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback((next: 'success' | 'error', text: string) => {
    setStatus(next);
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus('idle');
      setMessage('');
    }, RESET_DELAY_MS);
  }, []);

  /** Resolves true when both calls succeeded (the caller then clears the input). */
  const subscribe = useCallback(
    async (rawEmail: string, honeypot = ''): Promise<boolean> => {
      const email = rawEmail.trim();
      if (!EMAIL_PATTERN.test(email)) {
        settle('error', MESSAGES.invalidEmail);
        return false;
      }
      clearTimeout(timer.current);
      setStatus('loading');
      setMessage('');
      // Only bots fill the hidden field; the server drops their sign-up while answering success.
      const trap = honeypot ? {website: honeypot} : {};
      try {
        await postJson('/api/newsletter', {email, source, ...trap}, MESSAGES.newsletterFailed);
        await postJson('/api/changelog', {email, ...trap}, MESSAGES.changelogFailed);
      } catch (error) {
        settle('error', error instanceof RefusedError ? error.message : MESSAGES.unexpected);
        return false;
      }
      settle('success', MESSAGES.success);
      return true;
    },
    [settle, source],
  );

  return {status, message, subscribe};
}
