import fc from "fast-check";
import type { Operation, Parameter } from "./operations.ts";
import { bodyArb, fieldArb, nastyString, validArb } from "./schema-arbitraries.ts";

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** JSON text of any value (`undefined` has none: it becomes `null`). */
const jsonOf = (value: unknown): string => (value === undefined ? "null" : JSON.stringify(value));

/** encodeURIComponent, except that a lone surrogate becomes its raw (invalid UTF-8) escape. */
function encode(value: unknown): string {
  const text = typeof value === "string" ? value : jsonOf(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** A valid value with an encoded NUL inside. */
const withNul = (value: string) => `${value.slice(0, 1)}%00${value.slice(1)}`;

/** Escapes a browser would never send: broken %-encoding, NUL, past the router's length limit. */
const rawSegment = fc.constantFrom(
  "%E0%A4%A",
  "%",
  "%zz",
  "a%00b",
  "%C0%AE%C0%AE",
  "..%2f..%2fetc",
  "x".repeat(150),
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  "00000000-0000-0000-0000-00000000000g",
);

function pathValue(param: Parameter): fc.Arbitrary<string> {
  const schema = param.schema ?? { type: "string" };
  return fc.oneof(
    { weight: 3, arbitrary: validArb(schema).map(encode) },
    { weight: 1, arbitrary: validArb(schema).map(encode).map(withNul) },
    { weight: 2, arbitrary: nastyString.map(encode) },
    { weight: 2, arbitrary: rawSegment },
  );
}

function queryPart(param: Parameter): fc.Arbitrary<string> {
  const name = encodeURIComponent(param.name);
  const value = fieldArb(param.schema ?? { type: "string" }).map(encode);
  return fc.oneof(
    { weight: 4, arbitrary: value.map((v) => `${name}=${v}`) },
    { weight: 1, arbitrary: value.map((v) => `${name}=${withNul(v)}`) },
    { weight: 1, arbitrary: fc.constant("") },
    // Repeated: the parser hands the route an array instead of a string.
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => `${name}=${a}&${name}=${b}`) },
    { weight: 1, arbitrary: rawSegment.map((v) => `${name}=${v}`) },
  );
}

/** Bodies that are not the JSON they claim to be. */
const rawBody = fc.constantFrom(
  "",
  "{",
  "null",
  '"text"',
  "[]",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  '{"a":"\\ud800"}',
  "\u0000",
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=latin1",
);

const BOUNDARY = "fuzzboundary";

/** A multipart form (uploads take no JSON): text fields and a small file part, all fuzzed. */
const multipartBody = fc
  .record({
    ref: fc.oneof(
      fc.constantFrom("a\u0000b", "\u0000", "a", "x".repeat(100), "\uD800"),
      nastyString,
    ),
    kind: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("main", "trailer") }, nastyString),
    file: fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 64 }) },
      fc.constant(null),
    ),
    cut: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
  })
  .map(({ ref, kind, file, cut }) => {
    const part = (name: string, value: string, filename?: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
      `${filename ? `; filename="${filename}"` : ""}\r\n\r\n${value}\r\n`;
    const body =
      part("ref", ref) + part("kind", kind) + (file === null ? "" : part("file", file, "a.mp4"));
    // Sometimes cut short before the closing boundary.
    return {
      payload: cut ? body.slice(0, Math.floor(body.length / 2)) : `${body}--${BOUNDARY}--\r\n`,
      type: `multipart/form-data; boundary=${BOUNDARY}`,
    };
  });

interface Body {
  payload?: string;
  type?: string;
}

function bodyOf(op: Operation): fc.Arbitrary<Body> {
  const json = op.body ? bodyArb(op.body).map(jsonOf) : fc.constantFrom("{}", '{"a":1}');
  return fc.oneof(
    { weight: 6, arbitrary: json.map((payload) => ({ payload, type: "application/json" })) },
    { weight: 1, arbitrary: fc.record({ payload: rawBody, type: contentType }) },
    { weight: 1, arbitrary: fc.record({ payload: json, type: contentType }) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    { weight: op.body ? 1 : 4, arbitrary: multipartBody },
  );
}

/** An Idempotency-Key: usually a fresh good one, sometimes missing or malformed. */
const idempotencyKey = fc.oneof(
  { weight: 8, arbitrary: fc.uuid().map((u) => `fuzz-${u}`) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom("", "x", "k".repeat(300), "a b", "../x"),
      fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
  },
);

/** Requests for one operation: every parameter and the body drawn from its schema. */
export function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const hasBody = op.method !== "GET" && op.method !== "DELETE";
  return fc
    .record({
      path: fc.tuple(...pathParams.map(pathValue)),
      query: fc.tuple(...queryParams.map(queryPart)),
      extraQuery: fc.option(fc.constantFrom("x=%ZZ", "__proto__=1", "a[b]=c", "=&&=")),
      body: hasBody ? bodyOf(op) : fc.constant<Body>({}),
      key: idempotencyKey,
    })
    .map(({ path, query, extraQuery, body, key }) => {
      let url = op.path;
      pathParams.forEach((param, i) => {
        url = url.replace(`{${param.name}}`, path[i]!);
      });
      const search = [...query, extraQuery ?? ""].filter(Boolean).join("&");
      const headers: Record<string, string> = {};
      if (body.type) headers["content-type"] = body.type;
      if (op.method === "POST" && key !== undefined) headers["idempotency-key"] = key;
      return {
        method: op.method,
        url: search ? `${url}?${search}` : url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}
