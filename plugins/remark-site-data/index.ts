// remark plugin: gives MDX site components the build-time data they need, read from the sources,
// so pages never paste code, props or token values by hand.
//   <Example of={Primary} />      → adds source="…" (the text of the file Primary is imported from)
//   <PropsTable component="X" />  → adds data="…" (react-docgen-typescript output for X)
//   <ColorSwatches />             → adds tokens="…" (custom properties of the token stylesheet)
// Data lands in the page's own chunk only; no global data is shipped to every page.
import fs from 'node:fs';
import path from 'node:path';
import {parseTokenSets} from '../../src/components/ColorSwatches/parseTokens';
import {
  attributeText,
  collectImports,
  getAttribute,
  isJsxElement,
  setStringAttribute,
  walk,
  type MdxNode,
} from './mdast';
import {loadAllProps} from './props';

export interface SiteDataOptions {
  /** @default the repository root */
  siteDir?: string;
  /** @default '<siteDir>/src/ui' */
  uiDir?: string;
  /** @default '<siteDir>/src/ui/theme/tokens.css' */
  tokensFile?: string;
  /** @default '<siteDir>/node_modules/.cache/tessera-site-data' */
  cacheDir?: string;
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

export function resolveModule(
  specifier: string,
  fromFile: string,
  siteDir: string,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(siteDir, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

interface VFileLike {
  path?: string;
  history?: string[];
}

export default function remarkSiteData(options: SiteDataOptions = {}) {
  const siteDir = options.siteDir ?? path.resolve(__dirname, '../..');
  const uiDir = options.uiDir ?? path.join(siteDir, 'src/ui');
  const tokensFile = options.tokensFile ?? path.join(siteDir, 'src/ui/theme/tokens.css');
  const cacheDir = options.cacheDir ?? path.join(siteDir, 'node_modules/.cache/tessera-site-data');

  return (tree: MdxNode, file: VFileLike): void => {
    const mdxPath = file.path ?? file.history?.[0] ?? '';
    let imports: Map<string, string> | undefined;

    walk(tree, (node) => {
      if (isJsxElement(node, 'Example') && !getAttribute(node, 'source')) {
        const local = attributeText(node, 'of');
        if (local === undefined) return;
        imports ??= collectImports(tree);
        const specifier = imports.get(local);
        const resolved = specifier && resolveModule(specifier, mdxPath, siteDir);
        if (!resolved) {
          throw new Error(
            `<Example of={${local}} /> in ${mdxPath}: import ${local} from a relative or @site/ path to an example .tsx file.`,
          );
        }
        setStringAttribute(node, 'source', fs.readFileSync(resolved, 'utf8'));
      } else if (isJsxElement(node, 'PropsTable') && !getAttribute(node, 'data')) {
        const component = attributeText(node, 'component');
        if (!component) throw new Error(`<PropsTable /> in ${mdxPath} needs component="Name".`);
        const data = loadAllProps(siteDir, uiDir, cacheDir)[component];
        // A page may land before its component; it then says so on the page instead of failing the build.
        if (!data)
          console.warn(
            `[remark-site-data] ${mdxPath}: no component "${component}" found in ${uiDir}.`,
          );
        else setStringAttribute(node, 'data', JSON.stringify(data));
      } else if (isJsxElement(node, 'ColorSwatches') && !getAttribute(node, 'tokens')) {
        setStringAttribute(
          node,
          'tokens',
          JSON.stringify(parseTokenSets(fs.readFileSync(tokensFile, 'utf8'))),
        );
      }
    });
  };
}
