import type {ReactNode} from 'react';
import {Select, SelectItem} from '@tessera-ui/react';
import type {KindControlProps} from './types';

/** A union of many string literals: a picker, which may be left unset. */
export default function SelectControl({
  name,
  options,
  value,
  onChange,
  isDisabled,
}: KindControlProps & {options: string[]}): ReactNode {
  return (
    <Select
      size="sm"
      label={name}
      placeholder="Not set"
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next === null ? undefined : String(next))}
      isDisabled={isDisabled}
    >
      {options.map((option) => (
        <SelectItem key={option} id={option}>
          {option}
        </SelectItem>
      ))}
    </Select>
  );
}
