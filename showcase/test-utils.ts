// Shared by the demo tests: any console.error (React warnings, act() misuse, a11y props) fails.

export function expectNoConsoleErrors(): void {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    const calls = spy.mock.calls;
    spy.mockRestore();
    expect(calls).toEqual([]);
  });
}
