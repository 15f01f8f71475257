// Overlays (a Select's list, a menu) open inside the preview pane, not at the end of the body, so
// the pane's theme and scheme reach them too.
import {useCallback, useRef, type ReactNode} from 'react';
import {UNSAFE_PortalProvider} from 'react-aria';
import styles from './preview.module.css';

export function InPane({children}: {children: ReactNode}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => ref.current, []);
  return (
    <div ref={ref} className={styles.portal}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
    </div>
  );
}
