import {distanceFromViewport, queueAhead, resumeAhead} from './ahead';
import {standInIdle, type IdleStandIn} from './testing/idle';

let idle: IdleStandIn;
beforeEach(() => {
  idle = standInIdle();
});
afterEach(() => idle.restore());

/**
 * An island's work ahead, at `distance`, that settles when the test says: done, or given up
 * because its code could not be fetched.
 */
function island(distance: number, started: number[]) {
  let settle = (_done: boolean) => undefined as void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  return {
    entry: {
      distance: () => distance,
      start: () => {
        started.push(distance);
        return done;
      },
    },
    finish: async (fetched = true) => {
      settle(fetched);
      await new Promise((resolve) => setTimeout(resolve));
    },
  };
}

describe('queueAhead', () => {
  it('should start the nearest island first, one at a time, each in an idle period', async () => {
    const started: number[] = [];
    const far = island(2000, started);
    const near = island(100, started);
    const middle = island(900, started);
    for (const {entry} of [far, near, middle]) queueAhead(entry);
    expect(started).toEqual([]);

    idle.period();
    expect(started).toEqual([100]);
    expect(idle.waiting).toHaveLength(0);
    await near.finish();
    idle.period();
    expect(started).toEqual([100, 900]);
    await middle.finish();
    idle.period();
    await far.finish();
    expect(started).toEqual([100, 900, 2000]);
    expect(idle.waiting).toHaveLength(0);
  });

  it('should not start an island taken off the queue, and go on with the next', async () => {
    const started: number[] = [];
    const gone = island(10, started);
    const next = island(500, started);
    queueAhead(gone.entry).cancel();
    queueAhead(next.entry);
    idle.period();
    await next.finish();
    expect(started).toEqual([500]);
  });

  it('should start an island that nears the viewport at once, and the rest only after it', async () => {
    const started: number[] = [];
    const far = island(3000, started);
    const nearing = island(1500, started);
    queueAhead(far.entry);
    const queued = queueAhead(nearing.entry);
    queued.startNow();
    queued.startNow();
    expect(started).toEqual([1500]);
    idle.period();
    expect(started).toEqual([1500]);

    await nearing.finish();
    idle.period();
    expect(started).toEqual([1500, 3000]);
    await far.finish();
  });

  it("should halt once an island's code cannot be fetched, and go on once code loads again", async () => {
    const started: number[] = [];
    const failing = island(100, started);
    const far = island(2000, started);
    const nearing = island(1500, started);
    queueAhead(failing.entry);
    queueAhead(far.entry);
    const queued = queueAhead(nearing.entry);
    idle.period();
    await failing.finish(false);
    idle.period();
    queued.startNow();
    expect(started).toEqual([100]);
    expect(idle.waiting).toHaveLength(0);

    resumeAhead();
    idle.period();
    expect(started).toEqual([100, 1500]);
    await nearing.finish();
    idle.period();
    await far.finish();
    expect(started).toEqual([100, 1500, 2000]);
  });
});

describe('distanceFromViewport', () => {
  const box = (top: number, height: number) =>
    ({
      getBoundingClientRect: () => ({top, bottom: top + height, width: 100, height}),
    }) as unknown as Element;

  it('should measure from the nearest edge of the viewport, 0 inside it', () => {
    expect(distanceFromViewport([box(innerHeight + 300, 50)])).toBe(300);
    expect(distanceFromViewport([box(-250, 50)])).toBe(200);
    expect(distanceFromViewport([box(10, 50)])).toBe(0);
    expect(distanceFromViewport([box(innerHeight + 300, 50), box(innerHeight + 40, 50)])).toBe(40);
  });

  it('should count a box that is not laid out as farthest', () => {
    const hidden = {
      getBoundingClientRect: () => ({top: 0, bottom: 0, width: 0, height: 0}),
    } as unknown as Element;
    expect(distanceFromViewport([hidden])).toBe(Infinity);
  });
});
