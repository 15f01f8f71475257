import {Fragment, type ReactNode} from 'react';
import {kB} from './format';
import styles from './styles.module.css';
import type {BundleSizeData} from './types';

export interface BundleSizeProps {
  /** The component's entry point in `@tessera-ui/react`, e.g. `text-field`. */
  component: string;
  /** JSON `BundleSizeData`, injected at build time by the `remark-site-data` plugin; never hand-written. */
  data?: string;
}

/** `A`, `A and B`, `A, B and C`. */
const inWords = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** `A`, `A and B`, `A, B and C`, each as code. */
function NameList({names}: {names: string[]}): ReactNode {
  return names.map((name, index) => (
    <Fragment key={name}>
      {index === 0 ? '' : index === names.length - 1 ? ' and ' : ', '}
      <code>{name}</code>
    </Fragment>
  ));
}

/**
 * One server-rendered sentence: what importing this component alone adds to an app, and how much
 * of that is Tessera UI's code rather than dependencies another component would share.
 */
export default function BundleSize({component, data}: BundleSizeProps): ReactNode {
  if (!data) {
    throw new Error(
      `<BundleSize component="${component}" /> has no data: the remark-site-data plugin injects it at build time.`,
    );
  }
  const size = JSON.parse(data) as BundleSizeData;
  const dependencies = size.gzip - size.own;
  const shared = inWords(size.dependencies.map((dependency) => dependency.name));
  return (
    <p className={styles.note}>
      <strong>Bundle size:</strong> {kB(size.gzip)} min+gzip for <NameList names={size.names} />{' '}
      imported alone (react and react-dom not counted)
      {size.dependencies.length === 0 ? (
        <>, all of it Tessera UI&apos;s own code.</>
      ) : (
        <>
          : {kB(size.own)} is Tessera UI, {kB(dependencies)} is {shared}, code that other components
          reuse.
        </>
      )}
    </p>
  );
}
