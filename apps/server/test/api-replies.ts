/**
 * The API's reply schemas as the web tests' fake API checks its replies against them: keyed like
 * the fake's routes ("METHOD /path/:param"), each status's JSON schema, taken from the OpenAPI
 * document the routes generate (so a renamed field fails the web tests that fake the old name).
 */
export type ApiReplies = Record<string, Record<string, unknown>>;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export function apiReplies(document: unknown): ApiReplies {
  const replies: ApiReplies = {};
  const { paths } = document as OpenApiDocument;
  for (const path of Object.keys(paths).sort()) {
    if (!path.startsWith("/api/")) continue;
    for (const [method, operation] of Object.entries(paths[path]!)) {
      if (!METHODS.has(method)) continue;
      const byStatus: Record<string, unknown> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.["application/json"]?.schema;
        byStatus[status] = schema ?? null;
      }
      replies[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`] = byStatus;
    }
  }
  return replies;
}
