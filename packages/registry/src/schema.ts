// The registry's JSON, as zod schemas: the shadcn registry-item and registry formats
// (https://ui.shadcn.com/schema/registry-item.json), limited to the fields we write and strict about
// them, so a misspelt field fails the site's build instead of reaching a reader's CLI.
import * as z from 'zod';

export const ITEM_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry-item.json';
export const INDEX_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry.json';

const itemName = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'use lowercase letters, digits and dashes (the URL slug)');

export const registryFileSchema = z
  .object({
    path: z.string().min(1),
    type: z.enum(['registry:ui', 'registry:lib', 'registry:file']),
    target: z.string().min(1),
    content: z.string(),
  })
  .strict();

export const registryItemMetaSchema = z
  .object({
    /** The docs version the item belongs to, e.g. `2.x`. */
    version: z.string().min(1),
    /** The npm package the item's code is published in. */
    package: z.string().min(1),
    /** Names the item's entry point exports (components and hooks, not types). */
    exports: z.array(z.string()),
    /** The import line for the package, or undefined for items that are not imported by name. */
    import: z.string().optional(),
  })
  .strict();

export const registryItemSchema = z
  .object({
    $schema: z.literal(ITEM_SCHEMA_URL),
    name: itemName,
    type: z.enum(['registry:ui', 'registry:lib']),
    title: z.string().min(1),
    description: z.string().min(1),
    categories: z.array(z.string()).optional(),
    dependencies: z.array(z.string()),
    /** Other items by name in the generator's output; by URL once addressed for a site. */
    registryDependencies: z.array(z.string()),
    files: z.array(registryFileSchema).min(1),
    docs: z.string().optional(),
    meta: registryItemMetaSchema,
  })
  .strict();

/** Variable names as shadcn writes them: without the leading `--`. */
const cssVarsGroup = z.record(
  z.string().regex(/^[a-z][a-z0-9-]*$/, 'name the variable without its leading dashes'),
  z.string().min(1),
);

/**
 * A theme: CSS variables the shadcn CLI writes into the app's stylesheet (`light` into `:root`,
 * `dark` into `.dark`, `theme` into Tailwind's `@theme`, so ours leave it empty and put radius and
 * font under `light`); `tessera-ui theme` writes a file.
 */
export const registryThemeItemSchema = z
  .object({
    $schema: z.literal(ITEM_SCHEMA_URL),
    name: itemName,
    type: z.literal('registry:theme'),
    title: z.string().min(1),
    description: z.string().min(1),
    cssVars: z
      .object({
        theme: cssVarsGroup.optional(),
        light: cssVarsGroup.optional(),
        dark: cssVarsGroup.optional(),
      })
      .strict(),
  })
  .strict();

export type RegistryThemeItem = z.infer<typeof registryThemeItemSchema>;

export type RegistryFile = z.infer<typeof registryFileSchema>;
export type RegistryItem = z.infer<typeof registryItemSchema>;

const indexItemSchema = registryItemSchema
  .omit({$schema: true, files: true})
  .extend({files: z.array(registryFileSchema.omit({content: true})).min(1)})
  .strict();

export const registryIndexSchema = z
  .object({
    $schema: z.literal(INDEX_SCHEMA_URL),
    name: z.string(),
    homepage: z.string(),
    items: z.array(indexItemSchema),
    meta: z
      .object({
        /** The version `/r/<name>.json` serves. */
        version: z.string(),
        /** Every version with items under `/r/<version>/`, newest first. */
        versions: z.array(z.string()),
      })
      .strict(),
  })
  .strict();

export type RegistryIndex = z.infer<typeof registryIndexSchema>;
export type RegistryIndexItem = RegistryIndex['items'][number];

/** A readable one-line account of the first problems zod found. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Checks items and throws an error that names the first bad one. */
export function validateItems(items: unknown[]): RegistryItem[] {
  return items.map((item, index) => {
    const result = registryItemSchema.safeParse(item);
    if (result.success) return result.data;
    const name = (item as {name?: unknown})?.name;
    const label = typeof name === 'string' ? `"${name}"` : `#${index}`;
    throw new Error(`Registry item ${label} is invalid: ${describeIssues(result.error)}.`);
  });
}
