import { z } from "zod";

/** Every API error has this shape: `{ error: { code, message } }` (DESIGN §5). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
