import {createIsland} from '@site/src/islands/Island';

type Previews = typeof import('@site/src/components/ComponentPreviews/previews');

/**
 * The home page's live parts as islands: the server's HTML until a reader reaches for them, so
 * React Aria and the library stay out of the page's first load.
 */
export const LazyWorkspaceSettings = createIsland<object>(
  () =>
    import(/* webpackChunkName: "home-workspace" */ './WorkspaceSettings').then(
      (module) => module.WorkspaceSettings,
    ),
  {
    whenVisible: false,
    serverComponent: process.env.TESSERA_SSR
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
        (require('./WorkspaceSettings') as typeof import('./WorkspaceSettings')).WorkspaceSettings
      : undefined,
  },
);

/**
 * The install line: its copy button and the command's source (shared with every install tab of the
 * docs, so bundled with theirs) load when the reader reaches for it.
 */
export const LazyInstallLine = createIsland<object>(
  () =>
    import(/* webpackChunkName: "home-install" */ './InstallLine').then(
      (module) => module.InstallLine,
    ),
  {
    whenVisible: false,
    serverComponent: process.env.TESSERA_SSR
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
        (require('./InstallLine') as typeof import('./InstallLine')).InstallLine
      : undefined,
  },
);

/** The gallery's pictures share one chunk, loaded once whichever card the pointer reaches first. */
export const LazyPreview = createIsland<{name: string}>(
  () =>
    import(
      /* webpackChunkName: "home-previews" */ '@site/src/components/ComponentPreviews/previews'
    ).then((module) => module.Preview),
  {
    whenVisible: false,
    placeholderStyle: {minBlockSize: '4rem'},
    serverComponent: process.env.TESSERA_SSR
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
        (require('@site/src/components/ComponentPreviews/previews') as Previews).Preview
      : undefined,
  },
);
