import type {ReactNode} from 'react';
import type {ExportInput} from './export/types';
import styles from './toolbar.module.css';

type Action = 'openInStackBlitz' | 'downloadProject';

export const EXPORT_FAILED = 'The export failed; try again.';

const ACTIONS: {action: Action; label: string; icon: ReactNode}[] = [
  {
    action: 'openInStackBlitz',
    label: 'Open in StackBlitz',
    // A bolt, as StackBlitz's own mark.
    icon: <path d="M9.5 1.5 3 9h4.5l-1 5.5L13 7H8.5z" />,
  },
  {
    action: 'downloadProject',
    label: 'Download project',
    icon: <path d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13.5h10" fill="none" strokeWidth="1.5" />,
  },
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
          className={styles.iconButton}
          aria-label={label}
          title={label}
          onClick={() => void run(action)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <g
              fill="currentColor"
              stroke="currentColor"
              strokeLinejoin="round"
              strokeLinecap="round"
            >
              {icon}
            </g>
          </svg>
        </button>
      ))}
    </>
  );
}
