import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface ExportButtonsProps {
  /** Names the exported project. */
  title: string;
  /** The code as the reader sees it (edits included). */
  source: string;
  /** What the toolbar's other buttons announce ("Copied"), in the same live region. */
  status: string;
}

type Action = 'openInStackBlitz' | 'downloadProject';

/**
 * "Open in StackBlitz" and "Download project" for the playground's current code. The export code
 * (project files, zip, the StackBlitz SDK) loads on the first press, never before.
 */
export function ExportButtons({title, source, status}: ExportButtonsProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const run = async (action: Action) => {
    setFailed(false);
    try {
      const exporters = await import('@site/src/components/Example/export');
      await exporters[action]({title, source, language: 'ts'});
    } catch (error) {
      console.warn('Could not export the playground.', error);
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void run('openInStackBlitz')}>
        Open in StackBlitz
      </button>
      <button type="button" className={styles.button} onClick={() => void run('downloadProject')}>
        Download project
      </button>
      <span role="status" className={styles.srOnly}>
        {failed ? 'The export failed; try again.' : status}
      </span>
    </>
  );
}
