import {composeRenderProps} from 'react-aria-components';
import {clsx, type ClassValue} from 'clsx';

/** The shape of RAC's `className` prop: a string, or a function of the component's render props. */
export type ClassNameProp<T> =
  string | ((values: T & {defaultClassName: string | undefined}) => string) | undefined;

/**
 * Merges our root class (and any state classes) with a user's RAC `className`, which may be a
 * string or a render-prop function. Returns a function, as RAC components accept.
 *
 * `<RACButton className={composeClassName(className, 'ui-Button')} />`
 */
export function composeClassName<T>(
  className: ClassNameProp<T>,
  ...base: ClassValue[]
): (values: T & {defaultClassName: string | undefined}) => string {
  return composeRenderProps(className, (previous) => clsx(base, previous));
}
