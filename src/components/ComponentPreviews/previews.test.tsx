import {act, render} from '@testing-library/react';
import catalogue from '@site/showcase/components.json';
import {Preview} from './previews';

// The theme builder's gallery mounts every preview as it scrolls near, wherever the reader's
// focus is: a preview that took focus as it mounted would pull the reader away from their work.
test('should leave the focus where it was when any preview mounts', async () => {
  const {getByRole} = render(<input aria-label="Accent colour" />);
  const field = getByRole('textbox', {name: 'Accent colour'});
  act(() => field.focus());

  const tookFocus: string[] = [];
  for (const {name} of catalogue) {
    render(<Preview name={name} />);
    if (document.activeElement !== field) tookFocus.push(name);
    act(() => field.focus());
  }
  // A dialog tries again half a second after it mounts (React Aria's VoiceOver workaround).
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));

  expect(tookFocus).toEqual([]);
  expect(document.activeElement).toBe(field);
});
