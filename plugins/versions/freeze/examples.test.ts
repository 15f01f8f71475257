// The static examples of every cut docs version use only components and props that version's
// props snapshot records: they cannot be compiled against the library the site builds, so this is
// what keeps them honest (1.x's were written by hand).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {readCutLabels} from '../labels';
import {readSnapshot} from '../snapshot';
import {isDocPage, listFiles} from './files';

const siteDir = path.resolve(__dirname, '../../..');
const ALWAYS_ALLOWED = /^(aria-|data-)|^key$/;

interface Use {
  component: string;
  prop?: string;
  line: number;
}

/** Components imported from the library and the props each JSX use of them passes. */
function libraryUses(code: string): {imported: string[]; uses: Use[]} {
  const file = ts.createSourceFile(
    'example.tsx',
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const imported: string[] = [];
  const uses: Use[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === '@tessera-ui/react'
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        imported.push(...bindings.elements.map((element) => element.name.text));
      }
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const component = node.tagName.getText(file);
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      if (imported.includes(component)) {
        uses.push({component, line});
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxAttribute(attribute)) {
            uses.push({component, prop: attribute.name.getText(file), line});
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {imported, uses};
}

const codeBlocks = (source: string) =>
  [...source.matchAll(/^(`{3,})tsx[^\n]*\n([\s\S]*?)\n\1$/gm)].map((match) => match[2]!);

const versions = readCutLabels(siteDir);

describe.each(versions)('the static examples of the %s docs', (label) => {
  const snapshot = readSnapshot(siteDir, label)!;
  const pages = listFiles(path.join(siteDir, 'versioned_docs', `version-${label}`), isDocPage);
  const props = (component: string) => {
    const data = snapshot.components[component];
    return new Set(
      data
        ? [...data.own, ...data.inherited.flatMap((group) => group.props)].map((prop) => prop.name)
        : [],
    );
  };

  it.each(pages.map((file) => [path.relative(siteDir, file), file]))(
    '%s should use only what the snapshot records',
    (_name, file) => {
      const problems: string[] = [];
      for (const code of codeBlocks(fs.readFileSync(file, 'utf8'))) {
        const {imported, uses} = libraryUses(code);
        for (const name of imported) {
          if (!snapshot.components[name])
            problems.push(`imports ${name}, which ${label} does not have`);
        }
        for (const {component, prop, line} of uses) {
          if (prop && !ALWAYS_ALLOWED.test(prop) && !props(component).has(prop)) {
            problems.push(
              `line ${line} of an example: <${component} ${prop}> is not a ${label} prop`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('should have a page with examples for every module of the snapshot', () => {
    const slugs = new Set(pages.map((file) => path.basename(file).replace(/\.mdx?$/, '')));
    const modules = new Set(
      Object.values(snapshot.components).map((component) => component.module),
    );
    expect([...modules].filter((module) => !slugs.has(module))).toEqual([]);
  });
});
