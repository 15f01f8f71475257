import {ToggleButton, type ToggleButtonProps} from 'react-aria-components';

/** A fixture component parsed before Fancy, inheriting the same generic React Aria props. */
export function Choice(props: ToggleButtonProps) {
  return <ToggleButton {...props} />;
}
