/** @jest-environment jsdom */
import {LOADER_SOURCE, PAINT_TIMEOUT_MS} from './loader';

type Callback = (
  list: {getEntriesByName(name: string): unknown[]},
  observer: {disconnect(): void},
) => void;

const URLS = ['/assets/js/runtime~main.js', '/assets/js/main.js'];

let observed: {callback: Callback; options: unknown; disconnect: jest.Mock} | undefined;

function standInObserver(supportedEntryTypes: string[]) {
  observed = undefined;
  class Observer {
    static supportedEntryTypes = supportedEntryTypes;
    disconnect = jest.fn();
    constructor(private callback: Callback) {}
    observe(options: unknown) {
      observed = {callback: this.callback, options, disconnect: this.disconnect};
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', {value: Observer, configurable: true});
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', {value: state, configurable: true});
}

const runLoader = () => new Function(`(${LOADER_SOURCE})(${JSON.stringify(URLS)})`)();

const started = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

const paint = (...names: string[]) =>
  observed!.callback(
    {getEntriesByName: (name) => names.filter((entry) => entry === name)},
    {disconnect: observed!.disconnect},
  );

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  setVisibility('visible');
  standInObserver(['paint', 'largest-contentful-paint']);
});

afterEach(() => jest.useRealTimers());

describe('the paint-first loader', () => {
  it('should start no script before the first contentful paint', () => {
    runLoader();
    expect(observed?.options).toEqual({type: 'paint', buffered: true});
    paint('first-paint');
    expect(started()).toEqual([]);
  });

  it('should start every script at the first contentful paint, in order and not async', () => {
    runLoader();
    paint('first-paint', 'first-contentful-paint');
    expect(started()).toEqual(URLS.map((src) => ({src, async: false})));
    expect(observed!.disconnect).toHaveBeenCalled();
  });

  it('should start the scripts once only, when the time-out comes after the paint', () => {
    runLoader();
    paint('first-contentful-paint');
    jest.advanceTimersByTime(PAINT_TIMEOUT_MS);
    expect(started()).toHaveLength(URLS.length);
  });

  it('should start the scripts after the time-out when no paint is reported', () => {
    runLoader();
    jest.advanceTimersByTime(PAINT_TIMEOUT_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(URLS.length);
  });

  it('should start the scripts at once in a tab that is not shown, which paints nothing', () => {
    setVisibility('hidden');
    runLoader();
    expect(started()).toHaveLength(URLS.length);
    expect(observed).toBeUndefined();
  });

  it('should start the scripts at once in a browser whose observer refuses to watch paints', () => {
    standInObserver(['paint']);
    const observe = jest
      .spyOn(window.PerformanceObserver.prototype, 'observe')
      .mockImplementation(() => {
        throw new TypeError('type is not supported');
      });
    runLoader();
    expect(started()).toHaveLength(URLS.length);
    observe.mockRestore();
  });

  it('should start the scripts at once in a browser that reports no paint', () => {
    standInObserver(['navigation', 'resource']);
    runLoader();
    expect(started()).toHaveLength(URLS.length);
  });
});
