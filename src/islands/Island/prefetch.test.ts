import {fetchScripts, prefetchChunks} from './prefetch';
import {
  fetchedUrls,
  importOf,
  removeRuntime,
  runtime,
  standInRuntime,
} from './testing/webpackRuntime';

const loadChunk = jest.fn<Promise<unknown>, [string | number]>(() => Promise.resolve());

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
  }));

beforeEach(() => {
  document.head.replaceChildren();
  loadChunk.mockClear();
  standInRuntime(loadChunk, (id) =>
    id === 1 ? 'assets/js/1.undefined.js' : `assets/js/${id}.abc.js`,
  );
});

afterAll(removeRuntime);

describe('prefetchChunks', () => {
  it("should link each of an import's scripts for prefetch, without loading or running any", async () => {
    const evaluate = jest.fn();
    prefetchChunks(importOf([11, 12], evaluate));
    await new Promise((resolve) => setTimeout(resolve));
    expect(prefetchLinks()).toEqual([
      {href: '/assets/js/11.abc.js', as: 'script'},
      {href: '/assets/js/12.abc.js', as: 'script'},
    ]);
    expect(loadChunk).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('should give the import back its chunk loader', async () => {
    prefetchChunks(importOf([21], jest.fn()));
    expect(runtime.__webpack_chunk_load__).toBe(loadChunk);
    const evaluate = jest.fn();
    await importOf([21], evaluate)();
    expect(loadChunk).toHaveBeenCalledWith(21);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it('should skip a chunk that has no script, and a script it has linked already', () => {
    prefetchChunks(importOf([1, 31], jest.fn()));
    prefetchChunks(importOf([31, 32], jest.fn()));
    expect(prefetchLinks().map((link) => link.href)).toEqual([
      '/assets/js/31.abc.js',
      '/assets/js/32.abc.js',
    ]);
  });

  it('should skip a script the page fetched already', () => {
    fetchedUrls.add(new URL('/assets/js/41.abc.js', document.baseURI).href);
    prefetchChunks(importOf([41, 42], jest.fn()));
    expect(prefetchLinks().map((link) => link.href)).toEqual(['/assets/js/42.abc.js']);
  });

  it('should do nothing outside a webpack build', () => {
    delete runtime.__webpack_chunk_load__;
    const load = jest.fn(() => Promise.resolve());
    prefetchChunks(load);
    expect(load).not.toHaveBeenCalled();
    expect(prefetchLinks()).toEqual([]);
  });
});

describe('fetchScripts', () => {
  it("should settle once the import's scripts are fetched, without running any", async () => {
    const evaluate = jest.fn();
    const done = fetchScripts(importOf([51, 52], evaluate));
    let settled = false;
    void done.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).toBe(false);
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) {
      link.dispatchEvent(new Event('load'));
    }
    await expect(done).resolves.toBe(true);
    expect(loadChunk).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link[data-run-ahead]')).toHaveLength(0);
  });
});
