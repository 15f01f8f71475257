import {Button, type ButtonProps} from 'react-aria-components';

export interface FancyProps extends ButtonProps {
  /** How loud the button looks. @default 'calm' */
  tone?: 'calm' | 'loud';
  /**
   * Shows a sparkle.
   * @selector [data-sparkle]
   */
  isSparkly?: boolean;
  /** Text announced with the press. */
  announcement: string;
}

/** A fixture component for the props-table tests. */
export function Fancy({tone = 'calm', isSparkly, announcement, ...props}: FancyProps) {
  return (
    <Button
      {...props}
      data-tone={tone}
      data-sparkle={isSparkly || undefined}
      aria-description={announcement}
    />
  );
}
