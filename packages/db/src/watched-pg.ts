import { AsyncResource } from "node:async_hooks";
import pg from "pg";
import { type StatementWatch, endWhenSettled } from "./statement-watch.ts";

type Query = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;
type QueryCallback = (error: unknown, result: unknown) => void;
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

// eslint-disable-next-line @typescript-eslint/unbound-method -- called with each connection as `this`
const clientQuery = pg.Client.prototype.query as unknown as Query;

/**
 * A pool whose connections tell `watch` of every statement they run: drizzle's and pg-boss's
 * queries, and a transaction's statements (BEGIN and COMMIT too) on a checked-out connection.
 */
export function watchedPool(config: pg.PoolConfig, watch: StatementWatch): pg.Pool {
  // What pg's Client.query takes: text or a config object, values, a callback (we use the
  // promise form). A cursor, or a config object carrying its own callback, is run unwatched.
  function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    if (config === null || config === undefined) return clientQuery.call(this, config, values);
    const text = typeof config === "string" ? config : (config as { text?: unknown }).text;
    const own = config as { submit?: unknown; callback?: unknown };
    if (typeof text !== "string" || typeof own.submit === "function" || own.callback) {
      return clientQuery.call(this, config, values, callback);
    }
    const end = watch.start(text);
    if (!end) return clientQuery.call(this, config, values, callback);
    const settle = typeof callback === "function" ? callback : values;
    if (typeof settle === "function") {
      const ended: QueryCallback = (error, result) => {
        end(error ?? undefined);
        (settle as QueryCallback)(error, result);
      };
      return settle === callback
        ? clientQuery.call(this, config, values, ended)
        : clientQuery.call(this, config, ended);
    }
    let result: unknown;
    try {
      result = clientQuery.call(this, config, values);
    } catch (error) {
      end(error);
      throw error;
    }
    return endWhenSettled(end, result as Promise<unknown>);
  }
  class WatchedClient extends pg.Client {}
  (WatchedClient.prototype as unknown as { query: Query }).query = query;
  return new CallerContextPool({ ...config, Client: WatchedClient });
}

/**
 * pg-pool calls a caller that waited for a free connection back from the code of whoever
 * released one, in that code's async context (another request's). pool.query sends its statement
 * from that callback, so the statement would be watched as part of the other request. Here each
 * callback runs in the context of the code that asked for the connection.
 */
class CallerContextPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect();
    super.connect(AsyncResource.bind(callback));
    return undefined;
  }
}
