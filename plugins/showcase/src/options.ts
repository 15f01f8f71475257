import {Joi, RouteBasePathSchema} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {Options, PluginOptions} from './types';

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  path: 'showcase',
  componentsFile: 'components.json',
  showcasesFile: 'showcases.json',
  demosDir: 'demos',
  routeBasePath: '/showcase',
  title: 'Showcase',
  description: 'Realistic compositions built only from Tessera UI components.',
};

const relativeFile = Joi.string()
  .trim()
  .pattern(/^(?!\/)(?!.*\.\.)/)
  .messages({
    'string.pattern.base':
      '{#label} must be a path inside the site, relative to it (no leading "/" and no "..")',
  });

const PluginOptionsSchema = Joi.object<PluginOptions>({
  path: relativeFile.default(DEFAULT_OPTIONS.path),
  componentsFile: relativeFile.default(DEFAULT_OPTIONS.componentsFile),
  showcasesFile: relativeFile.default(DEFAULT_OPTIONS.showcasesFile),
  demosDir: relativeFile.default(DEFAULT_OPTIONS.demosDir),
  routeBasePath: RouteBasePathSchema.default(DEFAULT_OPTIONS.routeBasePath),
  title: Joi.string().trim().min(1).default(DEFAULT_OPTIONS.title),
  description: Joi.string().trim().min(1).default(DEFAULT_OPTIONS.description),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(PluginOptionsSchema, options);
}
