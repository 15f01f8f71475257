import {useState, type ReactNode} from 'react';
import {Button} from '@tessera-ui/react/button';
import {Select, SelectItem} from '@tessera-ui/react/select';
import {COLOUR_ALIASES, type ColourAlias, type Scheme} from '@tessera-ui/theme';
import {resolveColour} from '@tessera-ui/theme/check';
import styles from './styles.module.css';

export interface AddOverrideProps {
  scheme: Scheme;
  /** The aliases already set by hand, left out of the choice. */
  taken: ColourAlias[];
  /** The scheme's variables as the preview uses them, to start the new colour where it is. */
  current: Record<string, string>;
  onAdd: (alias: ColourAlias, value: string) => void;
}

/** Picks any derived colour of the scheme to set by hand, starting from its current value. */
export function AddOverride({scheme, taken, current, onAdd}: AddOverrideProps): ReactNode {
  const free = COLOUR_ALIASES.filter((alias) => !taken.includes(alias));
  const [alias, setAlias] = useState<ColourAlias | null>(null);
  const chosen = alias && free.includes(alias) ? alias : null;
  const add = () => {
    if (!chosen) return;
    const value = resolveColour(`var(--tessera-${chosen})`, current);
    if (value) onAdd(chosen, value);
    setAlias(null);
  };
  return (
    <div className={styles.override}>
      <Select
        label={`Set a ${scheme} colour by hand`}
        placeholder="Choose a colour"
        selectedKey={chosen}
        onSelectionChange={(key) => setAlias(key === null ? null : (String(key) as ColourAlias))}
      >
        {free.map((name) => (
          <SelectItem key={name} id={name}>
            {name}
          </SelectItem>
        ))}
      </Select>
      <Button size="sm" variant="secondary" isDisabled={!chosen} onPress={add}>
        Set
      </Button>
    </div>
  );
}
