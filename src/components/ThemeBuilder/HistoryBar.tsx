import {useEffect, type ReactNode} from 'react';
import {Button} from '@tessera-ui/react/button';
import {Select, SelectItem} from '@tessera-ui/react/select';
import {DEFAULT_INPUT, PRESETS, themeQuery, type ThemeInput} from '@tessera-ui/theme';
import type {ThemeHistory} from './useThemeHistory';
import styles from './styles.module.css';

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName)) &&
  !(target instanceof HTMLInputElement && /^(range|checkbox|radio)$/.test(target.type));

/** Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) step the theme; in a text field they stay the field's. */
function useUndoKeys({undo, redo}: Pick<ThemeHistory, 'undo' | 'redo'>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}

/** Presets, undo, redo and reset. */
export function HistoryBar({
  history,
  input,
}: {
  history: ThemeHistory;
  input: ThemeInput;
}): ReactNode {
  useUndoKeys(history);
  const preset = PRESETS.find((entry) => themeQuery(entry.input) === themeQuery(input));
  return (
    <div className={styles.historyBar} data-testid="theme-history">
      <Select
        label="Preset"
        placeholder="Custom"
        className={styles.preset}
        selectedKey={preset?.id ?? null}
        onSelectionChange={(key) => {
          const chosen = PRESETS.find((entry) => entry.id === key);
          if (chosen) history.update(chosen.input);
        }}
      >
        {PRESETS.map((entry) => (
          <SelectItem key={entry.id} id={entry.id}>
            {entry.label}
          </SelectItem>
        ))}
      </Select>
      <div className={styles.historyButtons}>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!history.canUndo}
          onPress={history.undo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!history.canRedo}
          onPress={history.redo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          Redo
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isDisabled={themeQuery(input) === ''}
          onPress={() => history.update(DEFAULT_INPUT)}
        >
          Reset
        </Button>
      </div>
    </div>
  );
}
