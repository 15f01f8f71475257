import {useCallback, useState} from 'react';

/**
 * Keeps a text field's value here as well as in React Aria, so a character counter can read it
 * whether the caller controls the field or not. React Aria's form reset still works: it calls
 * `onChange` with the initial value, which lands in `setValue`.
 */
export function useControlledText(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
): [string, (value: string) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const isControlled = value !== undefined;
  const setValue = useCallback(
    (next: string) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : uncontrolled, setValue];
}
