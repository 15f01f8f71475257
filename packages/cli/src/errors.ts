/**
 * A failure the user can act on. The CLI prints its message as it is (one line, or a line and the
 * package manager's last lines) and exits with `exitCode`; any other error is a bug.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
