import type {ComponentType, ReactNode} from 'react';
import {interactive} from '@site/src/islands/Body';
import {fetchScripts, Island, sharedLoader} from '@site/src/islands/Island';
import {loadControls, serverControls} from './controls/load';
import type {PlaygroundLiveProps} from './PlaygroundLive';
import styles from './styles.module.css';

/** The library's entry points the sample renders, as `import()` or `require()` gives them. */
type Modules = Record<string, unknown>[];

export interface PlaygroundProps {
  /**
   * JSON `PlaygroundData`. Pages do not write it: the `remark-site-data` plugin builds it from the
   * page's `playground` front matter and the component's docgen data.
   */
  data?: string;
  /** Loads the entry points the sample renders; injected with `data`. */
  load?: () => Promise<Modules>;
  /** Those entry points, in the server build only; injected with `data`. */
  server?: Modules;
}

type LiveProps = Omit<PlaygroundLiveProps, 'scope' | 'kinds'>;

const scopeOf = (modules: Modules) => Object.assign({}, ...modules) as Record<string, unknown>;

// The server build renders the playground itself; the browser build drops this require.
const ServerLive: ComponentType<PlaygroundLiveProps> | undefined = process.env.TESSERA_SSR
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
    (require('./PlaygroundLive') as typeof import('./PlaygroundLive')).default
  : undefined;

/** The playground's code, its components' entry points and its kinds of control, together. */
const loadAll = ({data = '', load}: PlaygroundProps) =>
  Promise.all([
    import(/* webpackChunkName: "playground" */ './PlaygroundLive'),
    load ? load() : Promise.resolve([]),
    loadControls(data),
  ]);

/** One loader per playground. */
function playgroundLoader(props: PlaygroundProps) {
  return sharedLoader<LiveProps>(`playground:${props.data ?? ''}`, async () => {
    const [{default: Live}, modules, kinds] = await loadAll(props);
    const scope = scopeOf(modules);
    return function LoadedPlayground(props: LiveProps) {
      return <Live {...props} scope={scope} kinds={kinds} />;
    };
  });
}

/**
 * A props playground: the component with controls for its props, its code following them. The
 * server renders it whole, controls included; its code (controls, the code writer and the
 * components) is fetched as it nears the viewport and runs when the reader reaches for it,
 * and the live playground then replaces the server's HTML, carrying over the reader's click.
 */
function Playground(props: PlaygroundProps): ReactNode {
  const {data, server} = props;
  if (!data) {
    return (
      <p className={styles.missing}>
        No playground data: the build fills it in from the page&apos;s <code>playground</code> front
        matter.
      </p>
    );
  }
  const Server = ServerLive && server ? ServerLive : undefined;
  return (
    <Island
      loader={playgroundLoader(props)}
      props={{data}}
      server={
        Server &&
        ((live: LiveProps) => <Server {...live} scope={scopeOf(server!)} kinds={serverControls!} />)
      }
      className={styles.island}
    />
  );
}

export default interactive(Playground, {
  preload: (props: PlaygroundProps) => playgroundLoader(props).load(),
  // Fetched near the viewport, but not run or rendered ahead as an example's code is: its controls
  // and code writer are several times an example's work, which the page's idle time after load
  // cannot hide from a phone's main thread (Lighthouse's TBT); a first press waits for it instead.
  prefetch: (props: PlaygroundProps) => fetchScripts(() => loadAll(props)),
  renderAhead: false,
});
