import type { Attributes } from "@opentelemetry/api";

/** A statement's span name and attributes, per OpenTelemetry's database conventions. */
export interface StatementDescription {
  name: string;
  attributes: Attributes;
}

const IDENTIFIER = String.raw`(?:"[^"]+"|[a-z_][a-z0-9_$]*)`;
/** A table, schema-qualified or not (the whole name: the lookahead keeps it from being cut). */
const TABLE = String.raw`(${IDENTIFIER}(?:\.${IDENTIFIER})?)(?![a-z0-9_$."])`;
/** After FROM, a table and not a function (`extract(epoch from now())`). */
const FROM_TABLE = new RegExp(String.raw`\bfrom\s+${TABLE}(?!\s*\()`, "i");
const OPERATION = /^\s*([a-z]+)/i;
/** Where the first table a statement names is, by its first word. */
const TABLE_AFTER: Record<string, RegExp> = {
  SELECT: FROM_TABLE,
  WITH: FROM_TABLE,
  INSERT: new RegExp(String.raw`^\s*insert\s+into\s+${TABLE}`, "i"),
  UPDATE: new RegExp(String.raw`^\s*update\s+(?:only\s+)?${TABLE}`, "i"),
  DELETE: new RegExp(String.raw`^\s*delete\s+from\s+(?:only\s+)?${TABLE}`, "i"),
};
/** A quoted string in the text: a value written into the statement instead of passed as one. */
const STRING_LITERAL = /'(?:[^']|'')*'/g;

/**
 * `db.system.name` (and the older `db.system`) postgresql, `db.operation.name` (the statement's
 * first word: SELECT, INSERT, BEGIN…), `db.collection.name` (the first table it names, when its
 * kind says where) and `db.query.text`. The text is what was sent to the database with its
 * parameters' places ($1…), never their values; a string written into it is replaced by '?' as
 * well, in case a value was.
 */
export function describeStatement(text: string): StatementDescription {
  const attributes: Attributes = {
    "db.system.name": "postgresql",
    "db.system": "postgresql",
    "db.query.text": text.replace(STRING_LITERAL, "'?'"),
  };
  const operation = OPERATION.exec(text)?.[1]?.toUpperCase();
  if (!operation) return { name: "postgresql", attributes };
  attributes["db.operation.name"] = operation;
  const table = TABLE_AFTER[operation]?.exec(text)?.[1]?.replaceAll('"', "");
  if (!table) return { name: operation, attributes };
  attributes["db.collection.name"] = table;
  return { name: `${operation} ${table}`, attributes };
}

/**
 * A failed statement's `error.type` and status: its SQLSTATE (`23505`), never its message, which
 * can quote a value (`invalid input syntax for type uuid: "…"`).
 */
export function describeFailure(error: unknown): { type: string; sqlState?: string } {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return { type: code, sqlState: code };
  return { type: error instanceof Error ? error.name : "failed" };
}
