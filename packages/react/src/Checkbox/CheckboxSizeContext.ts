import {createContext} from 'react';

/** Lets a CheckboxGroup size its checkboxes without repeating `size` on each one. */
export const CheckboxSizeContext = createContext<'sm' | 'md' | 'lg' | undefined>(undefined);
