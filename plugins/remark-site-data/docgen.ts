// react-docgen-typescript over the component files, in one TypeScript program: the part of the
// props tables (props.ts) that loads TypeScript, so only a build that parses pays for loading it.
import path from 'node:path';
import ts from 'typescript';
import {Parser, type ComponentDoc, type ParserOptions} from 'react-docgen-typescript';

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const {config, error} = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error)
    throw new Error(`${tsconfigPath}: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath), {}, tsconfigPath)
    .options;
}

/** The names `entryFile` exports, following its re-exports. */
function exportedNames(program: ts.Program, entryFile: string): Set<string> {
  const source = program.getSourceFile(entryFile);
  const checker = program.getTypeChecker();
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${entryFile} is not a module TypeScript can read.`);
  return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.getName()));
}

const PARSER_OPTIONS: ParserOptions = {
  savePropValueAsString: true,
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  shouldIncludePropTagMap: true,
};

/**
 * Docgen for every component `file` exports. Each component gets a parser of its own: a parser
 * remembers an inherited prop by the file that declares it and its name, so a prop of a generic
 * base in node_modules (React Aria's `RenderProps<T>`: children, style, render) would keep, for
 * every later component, the type it had for the first (react-docgen-typescript#545).
 */
function componentDocs(program: ts.Program, file: string): ComponentDoc[] {
  const source = program.getSourceFile(file);
  const checker = program.getTypeChecker();
  const module = source && checker.getSymbolAtLocation(source);
  if (!source || !module) return [];
  return checker
    .getExportsOfModule(module)
    .map((symbol) => new Parser(program, PARSER_OPTIONS).getComponentInfo(symbol, source))
    .filter((doc): doc is ComponentDoc => doc !== null);
}

/**
 * Docgen for `files`, and the names `entryFile` exports (when given), from one TypeScript program.
 */
export function parseComponents(
  files: string[],
  tsconfigPath: string,
  entryFile?: string,
): {docs: ComponentDoc[]; exported?: Set<string>} {
  const options = compilerOptions(tsconfigPath);
  const program = ts.createProgram(entryFile ? [...files, entryFile] : files, options);
  const docs = files.flatMap((file) => componentDocs(program, file));
  return {docs, ...(entryFile && {exported: exportedNames(program, entryFile)})};
}
