// The editor chunk: one request for every example, and a failed request is not kept.
const chunkError = new Error('Loading chunk live-example failed.');

afterEach(() => jest.resetModules());

describe('loadLive', () => {
  it('should load the editor module once for every caller', async () => {
    const loaded = jest.fn(() => ({compile: () => undefined}));
    jest.doMock('./LiveExample', loaded);
    const {loadLive} = jest.requireActual<typeof import('./loadLive')>('./loadLive');
    const [first, second] = await Promise.all([loadLive(), loadLive()]);
    expect(first).toBe(second);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('should ask for the chunk again after a failed load', async () => {
    let attempts = 0;
    jest.doMock('./LiveExample', () => {
      attempts += 1;
      if (attempts === 1) throw chunkError;
      return {compile: () => undefined};
    });
    const {loadLive} = jest.requireActual<typeof import('./loadLive')>('./loadLive');
    await expect(loadLive()).rejects.toBe(chunkError);
    await expect(loadLive()).resolves.toHaveProperty('compile');
    expect(attempts).toBe(2);
  });
});
