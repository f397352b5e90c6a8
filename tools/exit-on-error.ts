/** Errors whose message names the problem for a person (a bad setting, a database held by another process). */
const EXPLAINED = new Set(['ConfigError', 'DataDirLockedError']);

/**
 * Ends a command-line program: its exit code, or 1 after an error. An explained error prints its
 * message alone; anything else prints its stack for whoever reports it.
 */
export function exitWith(run: Promise<number>): void {
  run.then((code) => process.exit(code), (error: unknown) => {
    console.error(error instanceof Error && EXPLAINED.has(error.name) ? error.message : error);
    process.exit(1);
  });
}
