// How every CLI ends: exit 0 on success; on failure one line on stderr — never a stack — and exit
// 2 for a usage mistake, 1 for anything else (an unreachable database, a bad environment: the
// multi-line ConfigError is joined into one line).

export class UsageError extends Error {}

function oneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const usage =
      error instanceof UsageError ||
      (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS') === true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(oneLine(message) || 'Failed.');
    process.exitCode = usage ? 2 : 1;
  });
}
