import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Transaction,
} from "@electric-sql/pglite";
import { type StatementWatch, endWhenSettled } from "./statement-watch.ts";

/**
 * PGlite telling `watch` of every statement it runs: queries, `exec` scripts and a transaction's
 * statements (its BEGIN and COMMIT are PGlite's own, and not seen).
 */
export class WatchedPGlite extends PGlite {
  readonly #watch: StatementWatch;

  constructor(watch: StatementWatch, dataDir: string | undefined, options: PGliteOptions) {
    if (dataDir) super(dataDir, options);
    else super(options);
    this.#watch = watch;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return endWhenSettled(this.#watch.start(query), super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions) {
    return endWhenSettled(this.#watch.start(query), super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(watchedTransaction(tx, this.#watch)));
  }
}

function watchedTransaction(tx: Transaction, watch: StatementWatch): Transaction {
  return {
    query: (query, params, options) =>
      endWhenSettled(watch.start(query), tx.query(query, params, options)),
    sql: (strings, ...params: unknown[]) =>
      endWhenSettled(watch.start(templateText(strings)), tx.sql(strings, ...params)),
    exec: (query, options) => endWhenSettled(watch.start(query), tx.exec(query, options)),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}

/** A tagged template's text as PGlite sends it: `$1`, `$2`… where its values go. */
const templateText = (strings: TemplateStringsArray): string =>
  strings.reduce((text, part, index) => `${text}$${index}${part}`);
