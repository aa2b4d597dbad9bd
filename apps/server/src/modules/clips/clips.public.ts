import type { ClipService } from "./clips.service.ts";

// What other code may use of clips (ADR 0022): `app.clips`, decorated by clips.module.ts
// (scripts and tests run a cut or the purge of expired files directly).
export type { ClipService };

declare module "fastify" {
  interface FastifyInstance {
    clips: ClipService;
  }
}
