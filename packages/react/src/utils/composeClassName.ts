import {clsx, type ClassValue} from 'clsx';

/** The shape of RAC's `className` prop: a string, or a function of the component's render props. */
export type ClassNameProp<T> = string | RenderClassName<T> | undefined;

/** RAC's render-prop form of `className`. */
export type RenderClassName<T> = (values: T & {defaultClassName: string | undefined}) => string;

/**
 * The one way a component merges classes: its own root class (and any state classes) first, then
 * the user's `className`. A string stays a string, for plain elements; a RAC render-prop function
 * stays a function, called with the component's render props.
 *
 * `<div className={composeClassName(className, 'ui-Card')} />`
 * `<RACButton className={composeClassName(className, 'ui-Button')} />`
 *
 * It does not import react-aria-components (whose `composeRenderProps` does the same): components
 * on plain elements, such as the Kbd in the site's search box on every page, would otherwise bring
 * React Aria's shared utilities into every first load.
 */
export function composeClassName(className: string | undefined, ...base: ClassValue[]): string;
export function composeClassName<T>(
  className: ClassNameProp<T>,
  ...base: ClassValue[]
): string | RenderClassName<T>;
export function composeClassName<T>(
  className: ClassNameProp<T>,
  ...base: ClassValue[]
): string | RenderClassName<T> {
  if (typeof className !== 'function') return clsx(base, className);
  return (values) => clsx(base, className(values));
}
