import type {ReactNode} from 'react';
import type {PropValue} from '../types';

/** What a control of one kind is given. */
export interface KindControlProps {
  name: string;
  value: PropValue | undefined;
  onChange: (value: PropValue | undefined) => void;
  isDisabled: boolean;
}

/**
 * The controls kept out of the playground's own chunk, by kind: each brings code no other control
 * needs (a popover and list box; number parsing), loaded only for a playground that has one.
 * Render functions, called rather than mounted: they hold no state of their own.
 */
export interface KindControls {
  select?: (props: KindControlProps & {options: string[]}) => ReactNode;
  number?: (props: KindControlProps) => ReactNode;
}
