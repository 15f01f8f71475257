// Joi schemas of the two catalogue files, and the "how to fix it" hint for each field.
import {Joi} from '@docusaurus/utils-validation';
import type {ComponentEntry, ShowcaseEntry} from './types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const name = Joi.string()
  .pattern(SLUG)
  .required()
  .messages({'string.pattern.base': '"name" must be a lower-case kebab-case slug'});
const text = Joi.string().trim().min(1).required();
const names = Joi.array().items(Joi.string().trim().min(1)).unique();

export const ComponentEntrySchema = Joi.object<ComponentEntry>({
  name,
  title: text,
  description: text,
  category: text,
  href: Joi.string()
    .pattern(/^\/(?![/\\])\S*$/)
    .required()
    .messages({'string.pattern.base': '"href" must be a site path starting with a single "/"'}),
  related: names.min(1).required(),
});

export const ShowcaseEntrySchema = Joi.object<ShowcaseEntry>({
  name,
  title: text,
  description: text,
  category: text,
  components: names.min(1).required(),
});

export const FIELD_HINTS: Record<string, string> = {
  name: 'a lower-case kebab-case slug such as "text-field"',
  title: 'a short human-readable title',
  description: 'one sentence describing it',
  category: 'a category such as "Forms"',
  href: 'the docs path "/docs/components/{name}"',
  related: 'a list of related component names, no repeats',
  components: 'the list of Tessera components the demo uses, no repeats',
};

/** How to fix one Joi error detail, phrased as an instruction. */
export function fixHint(detail: Joi.ValidationErrorItem, schema: Joi.ObjectSchema): string {
  const field = String(detail.path[0] ?? detail.context?.key ?? '');
  const hint = FIELD_HINTS[field];
  if (detail.type === 'object.unknown') {
    const allowed = Object.keys(schema.describe().keys ?? {});
    return `Remove "${field}"; the allowed fields are ${allowed.join(', ')}.`;
  }
  if (!hint) return `Fix "${field}".`;
  return detail.type === 'any.required' ? `Add "${field}": ${hint}.` : `Set "${field}" to ${hint}.`;
}
