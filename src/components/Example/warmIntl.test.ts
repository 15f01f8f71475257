import {warmIntl} from './warmIntl';

describe('warmIntl', () => {
  const idle: (() => void)[] = [];
  const original = window.requestIdleCallback;

  beforeAll(() => {
    window.requestIdleCallback = ((callback: () => void) => {
      idle.push(callback);
      return idle.length;
    }) as typeof window.requestIdleCallback;
  });
  afterAll(() => {
    window.requestIdleCallback = original;
  });

  it('initialises Intl for the reader’s locale in idle time, one step per idle period, once', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    warmIntl();
    warmIntl();
    expect(idle).toHaveLength(1);
    expect(supported).not.toHaveBeenCalled();

    idle.shift()?.();
    expect(supported).toHaveBeenCalledWith([navigator.language]);
    expect(numberFormat).not.toHaveBeenCalled();
    idle.shift()?.();
    idle.shift()?.();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
    supported.mockRestore();
    numberFormat.mockRestore();
  });
});
