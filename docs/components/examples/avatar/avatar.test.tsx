import {act, render, screen} from '@testing-library/react';
import AvatarFallback from './fallback';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('avatar examples', () => {
  // jsdom never loads images, so each photo stays "loading" here, like one on a slow network.
  it('should show initials for a loading photo only after 600 ms', () => {
    const {container} = render(<AvatarFallback />);
    const fallbackText = () =>
      [...container.querySelectorAll('.ui-Avatar-fallback')].map((node) => node.textContent);

    // Ada Lovelace has no photo, so her initials show at once.
    expect(fallbackText()).toEqual(['AL']);
    act(() => jest.advanceTimersByTime(599));
    expect(fallbackText()).toEqual(['AL']);
    act(() => jest.advanceTimersByTime(1));
    expect(fallbackText()).toEqual(['JL', 'AT', 'AL']);
    for (const name of ['Jordan Lee', 'Alan Turing', 'Ada Lovelace']) {
      expect(screen.getByRole('img', {name})).toBeInTheDocument();
    }
  });
});
