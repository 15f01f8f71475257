// The preview's live content, loaded after the page paints (islands.tsx): most of the library
// renders here. Overlays (a Select's list, a menu) open inside the pane, not at the end of the
// body, so the pane's theme and scheme reach them too.
import {useCallback, useRef, type ReactNode} from 'react';
import {UNSAFE_PortalProvider} from 'react-aria';
import catalogue from '@site/showcase/components.json';
import {Preview} from '@site/src/components/ComponentPreviews/previews';
import {SettingsCard, SignInForm} from './Compositions';
import {StatesRow} from './StatesRow';
import styles from './preview.module.css';

function InPane({children}: {children: ReactNode}) {
  const ref = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => ref.current, []);
  return (
    <div ref={ref} className={styles.portal}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
    </div>
  );
}

/** Key controls in their states and two small screens. */
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

/** Every component of the catalogue, live, each named. */
export function GalleryPreview(): ReactNode {
  return (
    <InPane>
      <ul className={styles.gallery}>
        {catalogue.map((entry) => (
          <li key={entry.name} className={styles.galleryCard} data-component={entry.name}>
            <span className={styles.galleryName}>{entry.title}</span>
            <div className={styles.galleryPicture}>
              <Preview name={entry.name} />
            </div>
          </li>
        ))}
      </ul>
    </InPane>
  );
}
