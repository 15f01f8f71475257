import type {ReactNode} from 'react';
import './Plain.css';

export interface PlainProps {
  children: ReactNode;
}

/** A component with no dependencies. */
export function Plain({children}: PlainProps) {
  return <span className="mini-Plain">{children}</span>;
}
