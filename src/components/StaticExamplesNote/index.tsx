import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * Says why the examples of an older docs version are static code: the site builds only the current
 * library, so a live example would run code the version never shipped. Pages of a cut version get
 * it from `npm run version:cut`; the 1.x pages write it by hand.
 */
export default function StaticExamplesNote(): ReactNode {
  const {label} = useDocsVersion();
  return (
    <Admonition type="note" title="Static examples">
      <p>
        The examples on this page are {label} code, shown as static code without a preview: this
        site builds only the current library, not {label}&apos;s, so they cannot run here. To try
        one, install <code>@tessera-ui/react@{label.replace(/\.x$/, '')}</code> in your app and
        paste it there.
      </p>
    </Admonition>
  );
}
