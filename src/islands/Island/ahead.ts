// What an island does as it nears the viewport (fetch its code, run the scripts, render it off the
// page), a page's farther islands do too, one at a time, nearest first, in idle time: a reader who
// jumps far down the page (a heading in the table of contents, a search result) and taps at once
// finds the code in place. One at a time, and only once the islands near the viewport are done, so
// that those come first and no idle period holds more than one island's work. Once one island's
// code cannot be fetched, the rest would fail alike (the network is gone, or a deploy removed the
// page's chunks): the queue halts until some island's code loads after all, and spends nothing
// meanwhile, on a connection that may be metered.

import {whenIdle} from './whenIdle';

export interface Ahead {
  /** How far the island is from the viewport, in pixels (0 inside it). */
  distance: () => number;
  /**
   * Does the island's work ahead; settles, never rejecting, once it is done (`true`) or given up
   * because its code could not be fetched (`false`).
   */
  start: () => Promise<boolean>;
}

const queue = new Set<Ahead>();
// Islands whose work is under way, and whether an idle period is asked for.
let running = 0;
let asked = false;
let halted = false;

export interface Queued {
  /**
   * Starts the island's work now, out of turn, if it has not started (it neared the viewport) and
   * the queue is not halted.
   */
  startNow: () => void;
  /** Takes the island off the queue if it has not started. */
  cancel: () => void;
}

/** Queues an island's work ahead; the next starts only once no island's work is under way. */
export function queueAhead(entry: Ahead): Queued {
  queue.add(entry);
  next();
  return {
    startNow: () => {
      if (!halted && queue.delete(entry)) run(entry);
    },
    cancel: () => {
      queue.delete(entry);
    },
  };
}

function run(entry: Ahead): void {
  running += 1;
  void entry.start().then((done) => {
    running -= 1;
    if (!done) halted = true;
    next();
  });
}

/** Resumes a queue halted by code that could not be fetched: an island's code has loaded since. */
export function resumeAhead(): void {
  if (!halted) return;
  halted = false;
  next();
}

function next(): void {
  if (halted || running > 0 || asked || queue.size === 0) return;
  asked = true;
  whenIdle(() => {
    asked = false;
    // An island that neared the viewport meanwhile goes first; its end asks again.
    if (halted || running > 0) return;
    const nearest = nearestOf(queue);
    if (!nearest) return;
    queue.delete(nearest);
    run(nearest);
  });
}

function nearestOf(entries: Iterable<Ahead>): Ahead | undefined {
  let nearest: Ahead | undefined;
  let least = Infinity;
  for (const entry of entries) {
    const distance = entry.distance();
    if (distance < least || nearest === undefined) {
      nearest = entry;
      least = distance;
    }
  }
  return nearest;
}

/**
 * How far `boxes` are from the viewport, in pixels: 0 if one of them is in it; boxes not laid out
 * (a closed panel's) count as farthest.
 */
export function distanceFromViewport(boxes: Element[]): number {
  let least = Infinity;
  for (const box of boxes) {
    const {top, bottom, width, height} = box.getBoundingClientRect();
    if (width === 0 && height === 0) continue;
    least = Math.min(least, top > innerHeight ? top - innerHeight : bottom < 0 ? -bottom : 0);
  }
  return least;
}
