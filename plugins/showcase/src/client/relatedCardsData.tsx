import {Suspense, use, type ReactNode} from 'react';
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

/**
 * Where the cards wait for their data: in the browser only. The server has it at hand, and a
 * boundary there would be sent out of place: React streams a boundary that comes after much of a
 * long document at its end, hidden, for a script to move in (two `<template>`s, three scripts
 * and a hidden `<div>` per page, and no cards in place without scripts). Nothing hydrates the
 * server's cards: the doc body keeps them as server HTML (the sweep checks that no element of it
 * outside an island hydrates).
 */
export function RelatedCardsBoundary({children}: {children: ReactNode}): ReactNode {
  if (process.env.TESSERA_SSR) return children;
  return <Suspense fallback={null}>{children}</Suspense>;
}
