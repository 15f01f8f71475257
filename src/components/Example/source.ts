// Turns an example module's source into what readers see and what react-live evaluates.

/** The package name readers install; examples import it exactly as readers' apps do. */
export const PACKAGE_NAME = '@tessera-ui/react';

/** Source as shown and copied: the file as it is, without trailing blank lines. */
export function toDisplaySource(source: string): string {
  return source.replace(/\s+$/, '');
}

// `import x from 'y'`, `import {a,\n b} from 'y'`, `import type {T} from 'y'`, `import 'y'`.
const IMPORT_STATEMENT = /^[ \t]*import\s+(?:[\s\S]*?\s+from\s+)?(['"])[^'"\n]+\1[ \t]*;?[ \t]*$/gm;
const EXPORT_DEFAULT_FUNCTION = /^([ \t]*)export\s+default\s+function\s*([A-Za-z_$][\w$]*)?\s*\(/m;
const EXPORT_DEFAULT_IDENTIFIER = /^[ \t]*export\s+default\s+([A-Za-z_$][\w$]*)\s*;?[ \t]*$/m;
// Any other default export is an expression (an arrow function, a memo() call): bind it to a name.
const EXPORT_DEFAULT_EXPRESSION = /^([ \t]*)export\s+default\s+(?!function\b|class\b)/m;
const EXPORT_KEYWORD =
  /^([ \t]*)export\s+(?=(?:async\s+)?function|const|let|var|class|type|interface|enum)/gm;

/** Name used for an anonymous `export default function () {}`. */
export const ANONYMOUS_EXAMPLE = '__Example';

/**
 * Rewrites an example module (imports + `export default function Example`) into a react-live
 * noInline program: imports are dropped (their bindings come from the live scope), exports become
 * plain declarations, and the default export is rendered.
 */
export function toLiveCode(source: string): string {
  let code = source.replace(IMPORT_STATEMENT, '');
  let component: string | undefined;

  code = code.replace(EXPORT_DEFAULT_FUNCTION, (_match, indent: string, name?: string) => {
    component = name ?? ANONYMOUS_EXAMPLE;
    return `${indent}function ${component}(`;
  });

  if (!component) {
    const identifier = EXPORT_DEFAULT_IDENTIFIER.exec(code);
    if (identifier) {
      component = identifier[1];
      code = code.replace(EXPORT_DEFAULT_IDENTIFIER, '');
    }
  }

  if (!component && EXPORT_DEFAULT_EXPRESSION.test(code)) {
    component = ANONYMOUS_EXAMPLE;
    code = code.replace(EXPORT_DEFAULT_EXPRESSION, `$1const ${component} = `);
  }

  code = code.replace(EXPORT_KEYWORD, '$1').trim();
  if (!component) return code;
  return `${code}\n\nrender(<${component} />);`;
}

/** Number of lines, used to size the code block before it can be measured. */
export function countLines(code: string): number {
  return code.length === 0 ? 0 : code.split('\n').length;
}
