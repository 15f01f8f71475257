// Everything the CLI says, through @clack/prompts: steps, a confirmation and a spinner when a person
// is at a terminal; the same lines without prompts or animation otherwise (CI, pipes, --yes).
import * as clack from '@clack/prompts';
import {CliError} from './errors';
import type {Io} from './io';

export interface Ui {
  intro(title: string): void;
  step(message: string): void;
  info(message: string): void;
  success(message: string): void;
  warn(message: string): void;
  /** Plain lines (code to copy, a diff), printed as they are. */
  raw(text: string): void;
  outro(message: string): void;
  /** Asks when a person can answer and `--yes` was not given; otherwise goes ahead. */
  confirm(message: string): Promise<void>;
  /** Runs `task` under a spinner (a start line and an end line when not interactive). */
  spin<T>(message: string, task: () => Promise<T>, done: (result: T) => string): Promise<T>;
}

export function createUi(io: Io, options: {yes?: boolean} = {}): Ui {
  const output = io.stdout;
  const interactive = io.interactive && !options.yes;
  const common = {output, input: io.stdin};
  return {
    intro: (title) => clack.intro(title, common),
    step: (message) => clack.log.step(message, common),
    info: (message) => clack.log.info(message, common),
    success: (message) => clack.log.success(message, common),
    warn: (message) => clack.log.warn(message, common),
    raw: (text) => void output.write(text.endsWith('\n') ? text : `${text}\n`),
    outro: (message) => clack.outro(message, common),
    async confirm(message) {
      if (!interactive) return;
      const answer = await clack.confirm({message, ...common});
      if (clack.isCancel(answer) || !answer) throw new CliError('Cancelled: nothing was changed.');
    },
    async spin(message, task, done) {
      if (!io.interactive) {
        clack.log.step(message, common);
        const result = await task();
        clack.log.success(done(result), common);
        return result;
      }
      const spinner = clack.spinner({output});
      spinner.start(message);
      try {
        const result = await task();
        spinner.stop(done(result));
        return result;
      } catch (error) {
        spinner.error(message);
        throw error;
      }
    },
  };
}
