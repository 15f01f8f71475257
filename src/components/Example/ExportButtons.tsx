import type {ReactNode} from 'react';
import type {ExportInput} from './export/types';
import styles from './toolbar.module.css';

type Action = 'openInStackBlitz' | 'downloadProject';

export const EXPORT_FAILED = 'The export failed; try again.';

// The icons are drawn by the style sheet (a mask over the text colour), not inline SVG: each
// would add three elements per example to pages near their DOM budget.
const ACTIONS: {action: Action; label: string; icon: string}[] = [
  {action: 'openInStackBlitz', label: 'Open in StackBlitz', icon: styles.boltIcon!},
  {action: 'downloadProject', label: 'Download project', icon: styles.downloadIcon!},
];

/**
 * The code as a project of its own, opened in StackBlitz or downloaded as a ZIP; the examples' and
 * the playground's toolbars share them. The export code loads on the first press, never before;
 * `onStatus` gets what the toolbar's live region should say (a press that failed: the chunk could
 * not be fetched), so the buttons add no element of their own to a page near its DOM budget. Icon
 * buttons, so a toolbar keeps to one line beside the language switch: the name says what each
 * does, and the tooltip shows it.
 */
export default function ExportButtons({
  project,
  onStatus,
}: {
  project: () => ExportInput;
  onStatus: (status: string) => void;
}): ReactNode {
  const run = async (action: Action) => {
    onStatus('');
    try {
      const exporters = await import('./export');
      await exporters[action](project());
    } catch (error) {
      console.warn('Could not export the example.', error);
      onStatus(EXPORT_FAILED);
    }
  };
  return (
    <>
      {ACTIONS.map(({action, label, icon}) => (
        <button
          key={action}
          type="button"
          className={`${styles.iconButton} ${icon}`}
          aria-label={label}
          title={label}
          onClick={() => void run(action)}
        />
      ))}
    </>
  );
}
