// The app file that should import the stylesheet (an entry module, a root layout or the site's
// CSS), and the line that imports it, written in that file's own quote and semicolon style.
import fs from 'node:fs';
import path from 'node:path';
import type {Framework} from './project';

export interface StyleEntry {
  /** Relative to the project root. */
  file: string;
  kind: 'module' | 'css';
}

const SCRIPT = ['tsx', 'ts', 'jsx', 'js'];

function firstExisting(root: string, candidates: string[]): string | undefined {
  return candidates.find((file) => fs.existsSync(path.join(root, file)));
}

function withExtensions(bases: string[]): string[] {
  return bases.flatMap((base) => SCRIPT.map((extension) => `${base}.${extension}`));
}

/** Vite's entry is the module index.html loads. */
function viteEntry(root: string): string | undefined {
  const html = path.join(root, 'index.html');
  if (fs.existsSync(html)) {
    const src = /<script[^>]*type=["']module["'][^>]*src=["']\/?([^"']+)["']/.exec(
      fs.readFileSync(html, 'utf8'),
    )?.[1];
    if (src && fs.existsSync(path.join(root, src))) return src;
  }
  return undefined;
}

export function findStyleEntry(root: string, framework: Framework): StyleEntry | undefined {
  if (framework === 'Docusaurus') {
    const css = firstExisting(root, ['src/css/custom.css']);
    return css ? {file: css, kind: 'css'} : undefined;
  }
  const candidates =
    framework === 'Next.js'
      ? withExtensions(['app/layout', 'src/app/layout', 'pages/_app', 'src/pages/_app'])
      : withExtensions(['src/main', 'src/index', 'main', 'index']);
  const file =
    (framework === 'Vite' ? viteEntry(root) : undefined) ?? firstExisting(root, candidates);
  return file ? {file, kind: 'module'} : undefined;
}

/** The import statement in the style of the file's first import (quotes, semicolon). */
export function importLine(entry: StyleEntry, specifier: string, source: string): string {
  if (entry.kind === 'css') return `@import '${specifier}';`;
  const first = /^import\s[^\n]*?(['"])[^'"\n]+\1(;?)\s*$/m.exec(source);
  const quote = first?.[1] ?? "'";
  const semicolon = first ? first[2] : ';';
  return `import ${quote}${specifier}${quote}${semicolon}`;
}

/** Whether the file already imports `specifier`, in any style. */
export function importsSpecifier(source: string, specifier: string): boolean {
  return source.includes(`'${specifier}'`) || source.includes(`"${specifier}"`);
}

/** The source with `line` added at the top (after a "use client" directive, if any). */
export function addImport(source: string, line: string): string {
  const directive = /^(\s*(['"])use (client|server)\2;?[^\n]*\n)/.exec(source);
  if (directive) return `${directive[1]}${line}\n${source.slice(directive[1]!.length)}`;
  return `${line}\n${source}`;
}

/** The source with `line` added on the line after the one that imports `after`. */
export function addImportAfter(source: string, after: string, line: string): string {
  const lines = source.split('\n');
  const index = lines.findIndex((text) => importsSpecifier(text, after));
  if (index === -1) return addImport(source, line);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}
