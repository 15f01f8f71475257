// What `npm run version:cut` freezes, in order. Each entry is one generated artefact (./types.ts);
// freezing a new one is one more entry here.
import {copyDocs} from './docs';
import {freezeExamples} from './examples';
import {freezeLlmsMarkdown} from './llms';
import {freezeMdx} from './mdx';
import {freezePageData} from './pageData';
import {freezeProps} from './props';
import {freezeRegistry} from './registry';
import type {FreezeHook} from './types';

export const FREEZE_HOOKS: readonly FreezeHook[] = [
  // First: the others work on the pages it copies.
  copyDocs,
  freezeMdx,
  freezeExamples,
  freezeProps,
  freezeRegistry,
  freezePageData,
  // Last: it renders the pages as the steps above left them.
  freezeLlmsMarkdown,
];
