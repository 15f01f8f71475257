import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type ExportAction = 'stackblitz' | 'download';

const ACTIONS: {action: ExportAction; label: string; icon: ReactNode}[] = [
  {
    action: 'stackblitz',
    label: 'Open in StackBlitz',
    // A bolt, as StackBlitz's own mark.
    icon: <path d="M9.5 1.5 3 9h4.5l-1 5.5L13 7H8.5z" />,
  },
  {
    action: 'download',
    label: 'Download project',
    icon: <path d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13.5h10" fill="none" strokeWidth="1.5" />,
  },
];

/**
 * The example as a project of its own: opened in StackBlitz or downloaded as a ZIP. Icon buttons,
 * so the toolbar keeps to one line beside the language switch; the name says what each does, and
 * the tooltip shows it to pointer users.
 */
export default function ExportButtons({onExport}: {onExport: (action: ExportAction) => void}) {
  return (
    <>
      {ACTIONS.map(({action, label, icon}) => (
        <button
          key={action}
          type="button"
          className={styles.iconButton}
          aria-label={label}
          title={label}
          onClick={() => onExport(action)}
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
