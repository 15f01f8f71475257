// Type-checks and builds many exported projects in this one process, with the TypeScript and the
// Vite the projects installed: one `tsc` and one `vite build` process per project would spend
// most of their time starting up and reading the same node_modules again.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type * as TypeScript from 'typescript';

export interface StepResult {
  project: string;
  /** Type errors, or a build's errors and warnings, formatted; empty when clean. */
  problems: string[];
  seconds: number;
}

function installedRequire(installDir: string): NodeJS.Require {
  return createRequire(path.join(installDir, 'package.json'));
}

function since(started: number): number {
  return (performance.now() - started) / 1000;
}

/**
 * The TypeScript compiler over a project's own tsconfig.json, one program per project. Files
 * outside the projects (TypeScript's libs, the packages' declarations) are parsed once and shared
 * between programs, as an editor's language service shares them.
 */
export function createTypeChecker(installDir: string): (project: string) => StepResult {
  const ts = installedRequire(installDir)('typescript') as typeof TypeScript;
  const shared = new Map<string, TypeScript.SourceFile | undefined>();
  const formatHost: TypeScript.FormatDiagnosticsHost = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => installDir,
    getNewLine: () => '\n',
  };
  const format = (diagnostics: readonly TypeScript.Diagnostic[]) =>
    diagnostics.map((diagnostic) => ts.formatDiagnostic(diagnostic, formatHost).trim());

  return (project) => {
    const started = performance.now();
    const unrecoverable: TypeScript.Diagnostic[] = [];
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(project, 'tsconfig.json'),
      {},
      {...ts.sys, onUnRecoverableConfigFileDiagnostic: (problem) => unrecoverable.push(problem)},
    );
    if (!parsed) return {project, problems: format(unrecoverable), seconds: since(started)};
    const host = ts.createCompilerHost(parsed.options);
    const readSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      if (fileName.startsWith(project + path.sep)) {
        return readSourceFile(fileName, languageVersion, onError, shouldCreate);
      }
      const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
      if (!shared.has(key)) shared.set(key, readSourceFile(fileName, languageVersion, onError));
      return shared.get(key);
    };
    const program = ts.createProgram({
      rootNames: parsed.fileNames,
      options: parsed.options,
      host,
      projectReferences: parsed.projectReferences,
      configFileParsingDiagnostics: parsed.errors,
    });
    const problems = format([...parsed.errors, ...ts.getPreEmitDiagnostics(program)]);
    return {project, problems, seconds: since(started)};
  };
}

/** The part of Vite's JavaScript API used here (Vite is the projects' dependency, not ours). */
interface Logger {
  warn(message: string): void;
  warnOnce(message: string): void;
  error(message: string): void;
}
interface Vite {
  createLogger(level: 'warn'): Logger;
  build(config: {root: string; logLevel: 'warn'; customLogger: Logger}): Promise<unknown>;
}

/** Vite as the projects installed it: its package's ESM entry, found through its exports map. */
async function importVite(installDir: string): Promise<Vite> {
  const manifestFile = installedRequire(installDir).resolve('vite/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const main = manifest.exports['.'];
  const entry =
    typeof main === 'string' ? main : (main.import?.default ?? main.import ?? main.default);
  return import(pathToFileURL(path.join(path.dirname(manifestFile), entry)).href);
}

/** `vite build` in a project, with its own vite.config; warnings and errors are its problems. */
export async function createBuilder(
  installDir: string,
): Promise<(project: string) => Promise<StepResult>> {
  const vite = await importVite(installDir);
  return async (project) => {
    const started = performance.now();
    const problems: string[] = [];
    const logger = vite.createLogger('warn');
    logger.warn = (message) => void problems.push(`warning: ${message}`);
    logger.warnOnce = logger.warn;
    logger.error = (message) => void problems.push(`error: ${message}`);
    // Vite's build sets NODE_ENV for its process when unset: here that is the test runner's
    // worker, whose later tests would pass it on (npm then installs no devDependencies).
    const nodeEnv = process.env.NODE_ENV;
    try {
      await vite.build({root: project, logLevel: 'warn', customLogger: logger});
    } catch (error) {
      problems.push(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    return {project, problems, seconds: since(started)};
  };
}

/** Type-checks each project, one program after the other. */
export function typecheckProjects(projects: string[], installDir: string): StepResult[] {
  const typecheck = createTypeChecker(installDir);
  return projects.map((project) => typecheck(project));
}

/** `vite build` in every project, one after the other. */
export async function buildProjects(projects: string[], installDir: string): Promise<StepResult[]> {
  const build = await createBuilder(installDir);
  const results: StepResult[] = [];
  for (const project of projects) results.push(await build(project));
  return results;
}
