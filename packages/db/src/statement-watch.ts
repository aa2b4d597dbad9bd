/**
 * What watches the SQL statements of a database opened with it: the server's tracing makes a
 * span of each (ADR 0080). `start` is called as a statement starts, in the async context of the
 * code that runs it, with the statement's text, never its parameters; what it returns, if
 * anything, is called once the statement has ended, with what it failed with (undefined when it
 * succeeded). It is called for every statement, so it returns undefined cheaply when there is
 * nothing to watch.
 */
export interface StatementWatch {
  start(text: string): StatementEnd | undefined;
}

/** Ends a watched statement: `error` is what it failed with, undefined when it succeeded. */
export type StatementEnd = (error: unknown) => void;

/** `result` itself; `end`, when there is one, is called once `result` settles. */
export function endWhenSettled<T>(end: StatementEnd | undefined, result: Promise<T>): Promise<T> {
  if (end) {
    result.then(() => {
      end(undefined);
    }, end);
  }
  return result;
}
