/**
 * What a generic audit entry keeps of a request body: enough to say what was asked, never a
 * secret, never a whole file. Keys that name a secret are hidden; long strings, long lists and
 * deep objects are cut; a binary body is its size.
 */
const SECRET_KEY =
  /password|passcode|secret|token|^otp|otp$|api[-_]?key|signature|cookie|authori[sz]ation/i;
const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_KEYS = 30;
const MAX_DEPTH = 3;

export function summariseBody(body: unknown, depth = 0): unknown {
  if (body === undefined || body === null) return null;
  if (Buffer.isBuffer(body)) return { bytes: body.length };
  if (typeof body === "string") {
    return body.length > MAX_STRING
      ? `${body.slice(0, MAX_STRING)}… (${body.length} characters)`
      : body;
  }
  if (typeof body === "number" || typeof body === "boolean") return body;
  if (Array.isArray(body)) {
    if (depth >= MAX_DEPTH) return `[${body.length} items]`;
    const items = body.slice(0, MAX_ITEMS).map((item) => summariseBody(item, depth + 1));
    if (body.length > MAX_ITEMS) items.push(`… ${body.length - MAX_ITEMS} more`);
    return items;
  }
  if (typeof body === "object") {
    const entries = Object.entries(body as Record<string, unknown>);
    if (depth >= MAX_DEPTH) return `{${entries.length} fields}`;
    const kept = entries
      .slice(0, MAX_KEYS)
      .map(([key, value]) => [
        key,
        SECRET_KEY.test(key) ? "[hidden]" : summariseBody(value, depth + 1),
      ]);
    if (entries.length > MAX_KEYS) kept.push(["…", `${entries.length - MAX_KEYS} more fields`]);
    return Object.fromEntries(kept);
  }
  return typeof body;
}
