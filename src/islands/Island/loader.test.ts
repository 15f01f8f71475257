import type {ComponentType} from 'react';
import {createLoader, RETRY_DELAY_MS} from './loader';

const Live: ComponentType<object> = () => null;
const chunkError = () => new Error('Loading chunk 42 failed.');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createLoader', () => {
  it('should load once however often it is asked, and then know the component', async () => {
    const load = jest.fn(() => Promise.resolve(Live));
    const loader = createLoader(load);
    expect(loader.current()).toBeUndefined();
    await expect(Promise.all([loader.load(), loader.load()])).resolves.toEqual([Live, Live]);
    await expect(loader.load()).resolves.toBe(Live);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.current()).toBe(Live);
  });

  it('should try a failed load once more after a pause, and resolve when that works', async () => {
    const load = jest
      .fn<Promise<ComponentType<object>>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Live);
    const loader = createLoader(load);
    const result = loader.load();
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(Live);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.current()).toBe(Live);
  });

  it('should reject when the retry fails too, and start afresh on the next call', async () => {
    const load = jest
      .fn<Promise<ComponentType<object>>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Live);
    const loader = createLoader(load);
    const first = loader.load();
    const settled = expect(first).rejects.toThrow('Loading chunk 42 failed.');
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await settled;
    expect(loader.current()).toBeUndefined();

    await expect(loader.load()).resolves.toBe(Live);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('should prefetch once, and say whether the code is in place, never rejecting', async () => {
    const prefetch = jest.fn(() => Promise.reject(new Error('offline')));
    const loader = createLoader(() => Promise.resolve(Live), {prefetch});
    const first = loader.prefetch?.();
    expect(loader.prefetch?.()).toBe(first);
    await expect(first).resolves.toBe(false);
    expect(prefetch).toHaveBeenCalledTimes(1);

    const fetched = createLoader(() => Promise.resolve(Live), {
      prefetch: () => Promise.resolve(true),
    });
    await expect(fetched.prefetch?.()).resolves.toBe(true);
  });
});
