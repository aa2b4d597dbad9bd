import type { JsonSchema } from "./schema-arbitraries.ts";

export interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzz needs it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/api/v1/content/{ref}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  responses: string[];
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document (HEAD and OPTIONS are Fastify's, not ours). */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
        responses: Object.keys(op.responses ?? {}),
      })),
  );
}
