import type {ReactNode} from 'react';
import {NumberField} from '@tessera-ui/react';
import type {KindControlProps} from './types';

/** A number prop: a number field, which may be left empty. */
export default function NumberControl({
  name,
  value,
  onChange,
  isDisabled,
}: KindControlProps): ReactNode {
  return (
    <NumberField
      size="sm"
      label={name}
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      isDisabled={isDisabled}
    />
  );
}
