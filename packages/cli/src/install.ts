// Installs npm packages with the project's own package manager, keeping its output to quote the
// last lines when it fails.
import {spawn} from 'node:child_process';
import {CliError} from './errors';
import type {PackageManager, Project} from './project';
import type {Ui} from './ui';

const ADD: Record<PackageManager, string[]> = {
  npm: ['install'],
  pnpm: ['add'],
  yarn: ['add'],
  bun: ['add'],
};

/** The command that adds `packages`, e.g. `npm install @tessera-ui/react`. */
export function installArgs(manager: PackageManager, packages: string[]): string[] {
  return [...ADD[manager], ...packages];
}

const LAST_LINES = 12;

function run(command: string, args: string[], cwd: string, env: Io['env']) {
  return new Promise<{code: number | null; output: string}>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      shell: process.platform === 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output}));
  });
}

type Io = {env: Record<string, string | undefined>};

export async function installPackages(
  project: Project,
  packages: string[],
  ui: Ui,
  env: Io['env'],
): Promise<void> {
  const manager = project.packageManager;
  const args = installArgs(manager, packages);
  const shown = `${manager} ${args.join(' ')}`;
  await ui.spin(
    `Installing ${packages.join(', ')} with ${manager}`,
    async () => {
      let result: {code: number | null; output: string};
      try {
        result = await run(manager, args, project.root, env);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new CliError(
            `This project uses ${manager} (${project.packageManagerSource}), but ${manager} is not installed: install it and run the command again.`,
          );
        }
        throw error;
      }
      if (result.code !== 0) {
        const last = result.output.trimEnd().split('\n').slice(-LAST_LINES);
        throw new CliError(
          [
            `"${shown}" failed (exit code ${result.code}). Its last lines:`,
            ...last.map((line) => `  ${line}`),
          ].join('\n'),
        );
      }
    },
    () => `Installed ${packages.join(', ')}`,
  );
}
