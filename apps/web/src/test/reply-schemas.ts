import Ajv, { type ValidateFunction } from "ajv";
import { readFileSync } from "node:fs";
import path from "node:path";
import { match } from "./route-match.ts";

/**
 * Our API's reply schemas (generated from its OpenAPI document by the server's
 * web-api-replies test; `npm run api:replies` writes them afresh): each route's JSON schema per
 * status.
 */
const schemas = new Map(
  Object.entries(
    // Read, not imported: a 440 KB module would be transformed for every test file.
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, "api-replies.generated.json"), "utf8"),
    ) as Record<string, Record<string, object | null>>,
  ),
);
// Formats are not checked: the API's schemas carry each format's pattern too (zod writes both),
// and Ajv's format code costs a test file a quarter of a second to compile.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const compiled = new Map<object, ValidateFunction>();

/**
 * The JSON Schema (draft 7, Ajv's) of an OpenAPI 3.0 schema: `nullable` beside an `enum` allows
 * null, where `enum` alone does not (the enum gains null; Ajv reads `nullable` itself
 * otherwise); a boolean `exclusiveMinimum`/`exclusiveMaximum` marks `minimum`/`maximum` as
 * exclusive, where draft 7 gives the bound itself.
 */
export function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (!schema || typeof schema !== "object") return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    // Draft 7 takes the bound itself as exclusiveMinimum/Maximum; OpenAPI 3.0 a flag beside it.
    if ((key === "exclusiveMinimum" || key === "exclusiveMaximum") && typeof value === "boolean") {
      continue;
    }
    if (
      (key === "minimum" && source.exclusiveMinimum === true) ||
      (key === "maximum" && source.exclusiveMaximum === true)
    ) {
      out[key === "minimum" ? "exclusiveMinimum" : "exclusiveMaximum"] = value;
      continue;
    }
    out[key] = jsonSchemaOf(value);
  }
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) {
    out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

export function checkReply(
  method: string,
  path: string,
  reply: { status: number; body?: unknown },
): string | null {
  const found = match(schemas, method, path);
  if (!found || reply.status >= 500) return null;
  const byStatus = found.route;
  const where = `The fake reply ${reply.status} to ${method} ${path}`;
  if (!(String(reply.status) in byStatus)) {
    return `${where}: the API never answers ${reply.status} there (it answers ${Object.keys(byStatus).join(", ")})`;
  }
  const schema = byStatus[String(reply.status)];
  if (!schema || reply.body === undefined) return null;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(jsonSchemaOf(schema) as object);
    compiled.set(schema, validate);
  }
  if (validate(reply.body)) return null;
  return `${where} does not match the API's schema: ${ajv.errorsText(validate.errors, { dataVar: "body" })}`;
}
