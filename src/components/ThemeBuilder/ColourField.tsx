import {useState, type ReactNode} from 'react';
import {TextField} from '@tessera-ui/react/text-field';
import {parseColour, toHex, type Oklch} from '@tessera-ui/theme';

export interface ColourFieldProps {
  label: ReactNode;
  value: Oklch;
  /** A colour that reads, as it is typed. */
  onChange: (colour: Oklch) => void;
  /** The reader is done: Enter, or focus leaves the field. */
  onCommit: () => void;
  description?: ReactNode;
}

/**
 * A colour typed in any CSS syntax the engine reads. What cannot be read stays in the field, marked
 * invalid with the engine's reason, and changes nothing; the field shows the theme's colour again
 * whenever the colour changes elsewhere (a slider, undo) while the reader is not typing in it.
 */
export function ColourField({
  label,
  value,
  onChange,
  onCommit,
  description,
}: ColourFieldProps): ReactNode {
  const hex = toHex(value);
  const [text, setText] = useState(hex);
  // While the text is the reader's (typing, or a colour that could not be read), the theme's colour
  // does not overwrite it.
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const [showError, setShowError] = useState(false);

  // The theme's colour changed elsewhere (a slider, undo), or the reader is done: show it.
  const [shown, setShown] = useState(hex);
  if (!editing && hex !== shown) {
    setShown(hex);
    setText(hex);
    setError(undefined);
    setShowError(false);
  }

  const read = (next: string): boolean => {
    try {
      onChange(parseColour(next));
      setError(undefined);
      setShowError(false);
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return false;
    }
  };

  const finish = () => {
    setShowError(error !== undefined);
    onCommit();
  };

  return (
    <TextField
      label={label}
      description={description}
      value={text}
      spellCheck="false"
      autoComplete="off"
      onChange={(next) => {
        setEditing(true);
        setText(next);
        read(next);
      }}
      onBlur={() => {
        if (error === undefined) setEditing(false);
        finish();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish();
      }}
      isInvalid={showError && error !== undefined}
      errorMessage={error}
    />
  );
}
