import { z } from "zod";

/** Every API error has this shape: `{ error: { code, message } }` (DESIGN §5). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The error body as a response schema: the same shape, and any extra detail an error carries
 * (a purchase's `shortfall`) is kept, never stripped by the serializer.
 */
const apiErrorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }).loose() })
  .describe("Error: { error: { code, message } }");

/**
 * `schema.response` entries for the error statuses a route answers, all with the one error body:
 * `response: { 200: okSchema, ...errorResponses(400, 401) }` (the OpenAPI document lists them).
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorResponseSchema])) as Record<
    S,
    typeof apiErrorResponseSchema
  >;
}
