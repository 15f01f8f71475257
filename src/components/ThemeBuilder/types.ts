import type {ThemeInput} from '@tessera-ui/theme';
import type {Change} from './useThemeHistory';

/** What every input group gets: the theme, a way to change it, and the end of a drag or edit. */
export interface InputProps {
  input: ThemeInput;
  update: (next: ThemeInput, change?: Change) => void;
  settle: () => void;
}
