import {Joi, RouteBasePathSchema} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {Options, PluginOptions} from './types';

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  file: 'packages/react/CHANGELOG.md',
  routeBasePath: '/changelog',
  title: 'Changelog',
  description:
    'Every release of Tessera UI: what was added, changed, deprecated, removed and fixed.',
  packageName: '@tessera-ui/react',
};

const PluginOptionsSchema = Joi.object<PluginOptions>({
  file: Joi.string()
    .trim()
    .pattern(/^(?!\/)(?!.*\.\.)/)
    .messages({
      'string.pattern.base':
        '{#label} must be a path inside the site, relative to it (no leading "/" and no "..")',
    })
    .default(DEFAULT_OPTIONS.file),
  routeBasePath: RouteBasePathSchema.default(DEFAULT_OPTIONS.routeBasePath),
  title: Joi.string().trim().min(1).default(DEFAULT_OPTIONS.title),
  description: Joi.string().trim().min(1).default(DEFAULT_OPTIONS.description),
  packageName: Joi.string().trim().min(1).default(DEFAULT_OPTIONS.packageName),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(PluginOptionsSchema, options);
}
