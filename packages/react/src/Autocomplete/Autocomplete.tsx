import type {HTMLAttributes, ReactNode, Ref} from 'react';
import {
  Autocomplete as RACAutocomplete,
  ListBoxContext,
  MenuContext,
  Provider,
  useFilter,
  useSlottedContext,
  type AutocompleteProps as RACAutocompleteProps,
} from 'react-aria-components';
import {composeClassName} from '../utils';
import './Autocomplete.css';

/** Whether an item's text matches what was typed. */
export type AutocompleteFilter = (textValue: string, inputValue: string) => boolean;

export interface AutocompleteProps
  extends
    Omit<RACAutocompleteProps, 'filter' | 'slot'>,
    Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange'> {
  /** How items match the typed text, ignoring case and accents: `contains` anywhere, `startsWith`, your own function, or `false` to show every item (when you filter the items yourself, e.g. on a server). @default 'contains' */
  filter?: 'contains' | 'startsWith' | AutocompleteFilter | false;
  /** What the list says when nothing matches; a `renderEmptyState` on the `Menu` or `ListBox` wins over it. @default 'No results' */
  emptyState?: ReactNode;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search field that filters the `Menu` or `ListBox` beside it as the reader types: the building
 * block of a command palette. Focus stays in the field; ArrowDown/ArrowUp move a virtual focus
 * through the items (`aria-activedescendant`) and Enter runs or selects the one it is on.
 */
export function Autocomplete({
  filter = 'contains',
  emptyState = 'No results',
  inputValue,
  defaultInputValue,
  onInputChange,
  disableAutoFocusFirst,
  disableVirtualFocus,
  className,
  children,
  ...props
}: AutocompleteProps) {
  const {contains, startsWith} = useFilter({sensitivity: 'base'});
  const match =
    filter === 'contains' ? contains : filter === 'startsWith' ? startsWith : filter || undefined;
  const renderEmptyState = () => <div className="ui-Autocomplete-empty">{emptyState}</div>;
  const outerMenu = useSlottedContext(MenuContext);
  const outerListBox = useSlottedContext(ListBoxContext);
  return (
    <div {...props} className={composeClassName(className, 'ui-Autocomplete')}>
      <RACAutocomplete
        inputValue={inputValue}
        defaultInputValue={defaultInputValue}
        onInputChange={onInputChange}
        disableAutoFocusFirst={disableAutoFocusFirst}
        disableVirtualFocus={disableVirtualFocus}
        filter={match && ((textValue, typed) => match(textValue, typed))}
      >
        <Provider
          values={[
            [MenuContext, {renderEmptyState, ...outerMenu}],
            [ListBoxContext, {renderEmptyState, ...outerListBox}],
          ]}
        >
          {children}
        </Provider>
      </RACAutocomplete>
    </div>
  );
}
