import {createIsland} from '@site/src/islands/Island';
import type {NewsletterFormProps} from './NewsletterForm';

/**
 * The newsletter form as an island: it sits in every page's footer, and its code (React Aria
 * through the library's TextField and Button) would otherwise be part of every page's first load.
 */
export const LazyNewsletterForm = createIsland<NewsletterFormProps>(
  () =>
    import(/* webpackChunkName: "newsletter-form" */ './NewsletterForm').then(
      (module) => module.NewsletterForm,
    ),
  {
    placeholderStyle: {minBlockSize: '6rem'},
    serverComponent: process.env.TESSERA_SSR
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
        (require('./NewsletterForm') as typeof import('./NewsletterForm')).NewsletterForm
      : undefined,
  },
);
