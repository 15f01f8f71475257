import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** A self-hosted family: which of its package's files the site serves, and what stands in until they load. */
export interface FontOption {
  /** The `font-family` name pages use. */
  family: string;
  /** The Fontsource package that holds the woff2 files and the CSS that lists them. */
  package: string;
  /** The package's CSS file that lists the files to serve. @default 'index.css' */
  css: string;
  /** Unicode subsets to serve (`latin`, `latin-ext`…), each by its own `unicode-range`. */
  subsets: string[];
  /** Subsets every page preloads: the ones its first screen of text needs. @default [] */
  preload: string[];
  /** The weight range of the variable font. @default '100 900' */
  weight: string;
  /** The family's metrics in `@capsizecss/metrics` (`inter`, `jetBrainsMono`…). */
  metrics: string;
  /** The metric-matched local font shown until the file arrives. */
  fallback: {metrics: string; local: string[]};
  /** Generic families after the fallback. */
  stack: string[];
  /** The CSS custom properties set, on `:root`, to the whole stack. */
  cssVariables: string[];
}

/** A family as the config gives it: the options with defaults may be left out. */
export type FontInput = Omit<FontOption, 'css' | 'preload' | 'weight'> &
  Partial<Pick<FontOption, 'css' | 'preload' | 'weight'>>;

export interface Options {
  fonts: FontInput[];
}

export interface PluginOptions {
  id: string;
  fonts: FontOption[];
}

const FontSchema = Joi.object<FontOption>({
  family: Joi.string().trim().min(1).required(),
  package: Joi.string().trim().min(1).required(),
  css: Joi.string()
    .pattern(/\.css$/)
    .default('index.css'),
  subsets: Joi.array()
    .items(Joi.string().pattern(/^[a-z-]+$/))
    .min(1)
    .required(),
  preload: Joi.array().items(Joi.string()).default([]),
  weight: Joi.string()
    .pattern(/^\d+( \d+)?$/)
    .default('100 900'),
  metrics: Joi.string().pattern(/^\w+$/).required(),
  fallback: Joi.object({
    metrics: Joi.string().pattern(/^\w+$/).required(),
    local: Joi.array().items(Joi.string().min(1)).min(1).required(),
  }).required(),
  stack: Joi.array().items(Joi.string().min(1)).min(1).required(),
  cssVariables: Joi.array()
    .items(Joi.string().pattern(/^--[\w-]+$/))
    .min(1)
    .required(),
}).custom((font: FontOption) => {
  const unknown = font.preload.filter((subset) => !font.subsets.includes(subset));
  if (unknown.length > 0) {
    throw new Error(`preloads ${unknown.join(', ')}, which it does not serve`);
  }
  return font;
});

const PluginOptionsSchema = Joi.object<PluginOptions>({
  fonts: Joi.array().items(FontSchema).min(1).required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(PluginOptionsSchema, options);
}
