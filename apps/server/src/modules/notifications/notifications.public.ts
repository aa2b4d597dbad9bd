import type { Notice } from "./notifications.service.ts";

// What other modules may use of notifications (ADR 0022): `app.notifications.notify`, decorated by
// notifications.module.ts. It tells each viewer once per dedupe key and returns who was told now.
export type { Notice };

declare module "fastify" {
  interface FastifyInstance {
    notifications: {
      notify(userIds: readonly string[], notice: Notice): Promise<string[]>;
    };
  }
}
