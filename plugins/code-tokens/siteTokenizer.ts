// The site's code themes and languages (those docusaurus.config.ts gives themeConfig.prism): every
// build-time highlighter colours with them, so code looks alike on whichever page shows it.
import {additionalLanguages, darkCodeTheme, lightCodeTheme} from '../../src/utils/prismThemes';
import {createTokenizer, type TokenizerOptions} from './tokenize';

export const SITE_TOKENIZER_OPTIONS: TokenizerOptions = {
  themes: [lightCodeTheme, darkCodeTheme],
  additionalLanguages,
};

/** A tokenizer with the site's themes and languages. */
export const createSiteTokenizer = () => createTokenizer(SITE_TOKENIZER_OPTIONS);
