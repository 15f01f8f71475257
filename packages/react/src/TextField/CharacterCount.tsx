import {useEffect, useState} from 'react';
import {VisuallyHidden} from 'react-aria-components';

/** How long typing must pause before the live region speaks. */
export const COUNTER_ANNOUNCE_DELAY_MS = 700;

export interface CharacterCountProps {
  /** Id the field puts in `aria-describedby`, so the count is read when the field gains focus. */
  id: string;
  /** Characters typed so far. */
  count: number;
  /** The number after the slash. */
  max: number;
}

/** The share of `max` left at which the counter turns to a warning and starts announcing. */
export function nearLimitThreshold(max: number): number {
  return Math.max(1, Math.ceil(max * 0.1));
}

function limitMessage(count: number, max: number): string {
  const remaining = max - count;
  const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;
  if (remaining > 0) return `${characters(remaining)} left`;
  if (remaining === 0) return `Character limit reached, ${max} of ${max}`;
  return `${characters(-remaining)} over the limit of ${max}`;
}

export type CounterStatus = 'warning' | 'danger' | undefined;

export function counterStatus(count: number, max: number): CounterStatus {
  if (count > max) return 'danger';
  if (max - count <= nearLimitThreshold(max)) return 'warning';
  return undefined;
}

/**
 * The visible `n/max` counter of TextField and TextArea, plus a polite live region.
 *
 * Announcing every keystroke would talk over the user's own typing echo, so the live region stays
 * empty while plenty of room is left and speaks only once the user is near or at the limit, and
 * only after typing pauses (debounced). The full count is always available on focus through
 * `aria-describedby`.
 */
export function CharacterCount({id, count, max}: CharacterCountProps) {
  const status = counterStatus(count, max);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Leaving the near-limit range clears the region at once, so re-entering it is announced afresh.
    const message = status === undefined ? '' : limitMessage(count, max);
    const timer = setTimeout(
      () => setAnnouncement(message),
      message ? COUNTER_ANNOUNCE_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [count, max, status]);

  return (
    <>
      <span id={id} className="ui-CharacterCount" data-status={status}>
        <span aria-hidden="true">
          {count}/{max}
        </span>
        <VisuallyHidden>
          {count} of {max} characters
        </VisuallyHidden>
      </span>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
