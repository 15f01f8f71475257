// The top of each preview pane: key controls in their states and two small screens. Part of the
// builder's own code (and of the page's server HTML), since it shows at the first paint.
import type {ReactNode} from 'react';
import {SettingsCard, SignInForm} from './Compositions';
import {InPane} from './InPane';
import {StatesRow} from './StatesRow';
import styles from './preview.module.css';

export function KeyPreview(): ReactNode {
  return (
    <InPane>
      <StatesRow />
      <div className={styles.compositions}>
        <SettingsCard />
        <SignInForm />
      </div>
    </InPane>
  );
}
