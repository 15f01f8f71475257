// `npm run dev` only: makes the Docusaurus dev server forward /api to the API process, so the
// site and the API share one origin in development exactly as in production.
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

export const API_PROXY_ENV = 'TESSERA_API_PROXY';

export default function devApiProxy(_context: LoadContext): Plugin {
  return {
    name: 'tessera-dev-api-proxy',
    configureWebpack(_config, isServer) {
      const target = process.env[API_PROXY_ENV];
      if (isServer || !target || process.env.NODE_ENV !== 'development') return {};
      // webpack-dev-server 5 (also used with Rspack by @docusaurus/faster) takes an array here.
      const devServer = {proxy: [{context: ['/api'], target, changeOrigin: false, ws: false}]};
      // webpack's Configuration type knows `devServer` only when webpack-dev-server's types load.
      return {devServer} as ConfigureWebpackResult;
    },
  };
}
