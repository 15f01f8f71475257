export {Autocomplete} from './Autocomplete';
export type {AutocompleteFilter, AutocompleteProps} from './Autocomplete';
