// Resolves `@generated/…` (the modules Docusaurus writes into .docusaurus/ at build time) the way
// the site's bundler does, so the search plugin's own client code can run in Node.
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const PREFIX = '@generated/';
let generatedDir;

/** `data.generatedDir`: the site's .docusaurus folder. */
export function initialize(data) {
  generatedDir = data.generatedDir;
}

export async function resolve(specifier, context, next) {
  if (!specifier.startsWith(PREFIX)) return next(specifier, context);
  return next(pathToFileURL(path.join(generatedDir, specifier.slice(PREFIX.length))).href, context);
}

/** They are ES modules in a folder with no package.json to say so. */
export async function load(url, context, next) {
  if (!generatedDir || !url.startsWith(pathToFileURL(generatedDir).href)) return next(url, context);
  return {...(await next(url, {...context, format: 'module'})), format: 'module'};
}
