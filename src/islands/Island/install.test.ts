import {installChunks} from './install';
import {fetchScripts} from './prefetch';
import {standInIdle, type IdleStandIn} from './testing/idle';
import {importOf, removeRuntime, runtime, standInRuntime} from './testing/webpackRuntime';

let idle: IdleStandIn;
/** Runs the next idle callback, and what its chunk's load settles. */
const idlePeriod = async () => {
  idle.period();
  await new Promise((resolve) => setTimeout(resolve));
};

/** The browser finishes fetching every script linked for prefetch so far. */
const prefetchesDone = async () => {
  for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) {
    link.dispatchEvent(new Event('load'));
  }
  await new Promise((resolve) => setTimeout(resolve));
};

const loadChunk = jest.fn<Promise<unknown>, [string | number]>(() => Promise.resolve());

beforeEach(() => {
  idle = standInIdle();
  loadChunk.mockClear();
  standInRuntime(loadChunk);
});
afterEach(() => idle.restore());
afterAll(() => removeRuntime());

describe('installChunks', () => {
  it("should load an import's chunks once prefetched, one per idle period, running no module", async () => {
    const evaluate = jest.fn();
    let installed = false;
    void installChunks(importOf([41, 42], evaluate)).then((inPlace) => (installed = inPlace));
    await new Promise((resolve) => setTimeout(resolve));
    expect(idle.waiting).toHaveLength(0);
    expect(loadChunk).not.toHaveBeenCalled();

    await prefetchesDone();
    await idlePeriod();
    expect(loadChunk.mock.calls).toEqual([[41]]);
    await idlePeriod();
    expect(loadChunk.mock.calls).toEqual([[41], [42]]);
    expect(idle.waiting).toHaveLength(0);
    expect(installed).toBe(true);
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('should load a chunk that two imports share once', async () => {
    installChunks(importOf([51, 52], jest.fn()));
    installChunks(importOf([52, 53], jest.fn()));
    await prefetchesDone();
    for (let period = 0; period < 4; period += 1) await idlePeriod();
    expect(loadChunk.mock.calls).toEqual([[51], [53], [52]]);
  });

  it('should go on after a chunk fails, and try that chunk again for a later import', async () => {
    loadChunk.mockImplementationOnce(() => Promise.reject(new Error('Loading chunk 61 failed.')));
    const installed = installChunks(importOf([61, 62], jest.fn()));
    await prefetchesDone();
    await idlePeriod();
    await idlePeriod();
    expect(loadChunk.mock.calls).toEqual([[61], [62]]);
    await expect(installed).resolves.toBe(false);

    installChunks(importOf([61], jest.fn()));
    await prefetchesDone();
    await idlePeriod();
    expect(loadChunk.mock.calls).toEqual([[61], [62], [61]]);
  });

  it('should mark the prefetch links of the scripts it runs ahead, and only those', () => {
    const href = (id: number) => `/assets/js/${id}.abc.js`;
    void fetchScripts(importOf([71], jest.fn()));
    void installChunks(importOf([72], jest.fn()));
    const marked = (id: number) =>
      document.head
        .querySelector(`link[rel="prefetch"][href="${href(id)}"]`)
        ?.hasAttribute('data-run-ahead');
    expect([marked(71), marked(72)]).toEqual([false, true]);
  });

  it('should do nothing outside a webpack build', () => {
    delete runtime.__webpack_chunk_load__;
    const load = jest.fn(() => Promise.resolve());
    installChunks(load);
    expect(load).not.toHaveBeenCalled();
    expect(idle.waiting).toHaveLength(0);
  });
});
