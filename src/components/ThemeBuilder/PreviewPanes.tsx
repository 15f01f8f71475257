import {memo, type ReactNode} from 'react';
import type {Scheme} from '@tessera-ui/theme';
import {LazyGalleryPreview} from './LazyGalleryPreview';
import {KeyPreview} from './KeyPreview';
import {PREVIEW_ROOT} from './previewCss';
import styles from './styles.module.css';

const SCHEMES: Scheme[] = ['light', 'dark'];

/**
 * Light and dark panes, each setting its own `data-theme` (the site's mode does not reach in).
 * Side by side where there is room; otherwise only the picked scheme shows. Memoised: the theme
 * reaches the panes through the scoped style sheet, so a drag re-renders none of their components.
 */
export const PreviewPanes = memo(function PreviewPanes({
  scheme,
  part,
}: {
  scheme: Scheme;
  part: 'key' | 'gallery';
}): ReactNode {
  const Content = part === 'key' ? KeyPreview : LazyGalleryPreview;
  return (
    <div className={styles.panes} data-part={part}>
      {SCHEMES.map((entry) => {
        const id = `theme-${part}-${entry}`;
        return (
          <section
            key={entry}
            {...{[PREVIEW_ROOT]: ''}}
            data-theme={entry}
            data-picked={entry === scheme || undefined}
            className={styles.pane}
            aria-labelledby={id}
          >
            <h3 id={id} className={styles.paneHeading}>
              {entry === 'light' ? 'Light' : 'Dark'}
            </h3>
            <Content />
          </section>
        );
      })}
    </div>
  );
});
