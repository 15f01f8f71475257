// Every component of the catalogue, live, each named: the bottom of each preview pane, loaded as
// it nears the viewport (LazyGalleryPreview.tsx).
import type {ReactNode} from 'react';
import catalogue from '@site/showcase/components.json';
import {Preview} from '@site/src/components/ComponentPreviews/previews';
import {InPane} from './InPane';
import styles from './preview.module.css';

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
