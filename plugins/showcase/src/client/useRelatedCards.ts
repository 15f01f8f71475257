import {use} from 'react';
import type {RelatedCardsData} from '../types';

// On the page the server sent, a doc body's cards stay the server's HTML and never render in the
// browser: their data would only weigh on every component page's first load (16 kB of JSON, the
// whole catalogue's cards). The browser fetches it, as a chunk of its own, only when it renders
// them: after a client-side navigation.
const serverCards: RelatedCardsData | undefined = process.env.TESSERA_SSR
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
    (require('@docusaurus-plugin-showcase/related-cards') as RelatedCardsData)
  : undefined;

let browserCards: Promise<RelatedCardsData> | undefined;

/** The related cards' data; suspends in the browser until its chunk has loaded. */
export function useRelatedCards(): RelatedCardsData {
  if (serverCards) return serverCards;
  browserCards ??= import(
    /* webpackChunkName: "related-cards" */ '@docusaurus-plugin-showcase/related-cards'
  ).then((module) => module.default);
  return use(browserCards);
}
