import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions, type Options, type PluginOptions} from './options';

// Docusaurus passes what the config gives, defaults left out; its normaliser is typed for the full shape.
const validate = (options?: Options) =>
  validateOptions({
    validate: (schema, given) => normalizePluginOptions(schema, given as Partial<PluginOptions>),
    options,
  });

const font = {
  family: 'Inter Variable',
  package: '@fontsource-variable/inter',
  subsets: ['latin'],
  metrics: 'inter',
  fallback: {metrics: 'arial', local: ['Arial']},
  stack: ['sans-serif'],
  cssVariables: ['--ifm-font-family-base'],
};

describe('validateOptions', () => {
  it('should fill in the defaults of a family', () => {
    expect(validate({fonts: [font]}).fonts).toEqual([
      {...font, css: 'index.css', preload: [], weight: '100 900'},
    ]);
  });

  it('should reject a preload of a subset the family does not serve', () => {
    expect(() =>
      validate({fonts: [{...font, preload: ['cyrillic']}]}),
    ).toThrowErrorMatchingInlineSnapshot(
      `""fonts[0]" failed custom validation because preloads cyrillic, which it does not serve"`,
    );
  });

  it('should reject a variable that is not a custom property', () => {
    expect(() =>
      validate({fonts: [{...font, cssVariables: ['font-family']}]}),
    ).toThrowErrorMatchingInlineSnapshot(
      `""fonts[0].cssVariables[0]" with value "font-family" fails to match the required pattern: /^--[\\w-]+$/"`,
    );
  });

  it('should require at least one family', () => {
    expect(() => validate()).toThrowErrorMatchingInlineSnapshot(`""fonts" is required"`);
  });
});
