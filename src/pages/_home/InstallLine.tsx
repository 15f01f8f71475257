import type {ReactNode} from 'react';
import {useCopy} from '@site/src/components/Example/useCopy';
import {installCommand} from '@site/src/components/PackageManagerTabs/commands';
import styles from './home.module.css';

/** The one command that sets a project up, with a button that copies it. */
export function InstallLine(): ReactNode {
  const command = installCommand('cli');
  const {copied, copy} = useCopy();
  return (
    <div className={styles.install}>
      <code data-testid="install-command">{command}</code>
      <button type="button" className={styles.copy} onClick={() => void copy(command)}>
        {copied ? 'Copied' : 'Copy'}
        <span className="sr-only"> the install command</span>
      </button>
      <span className="sr-only" role="status">
        {copied ? 'Copied to the clipboard' : ''}
      </span>
    </div>
  );
}
