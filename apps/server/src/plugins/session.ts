import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Role } from "./access.ts";

/**
 * Who is calling, for every module (DESIGN §5: from the session only, never from a body).
 *
 * - `await request.viewer()` → `{ userId, role, email }` or null (no, expired or ended session,
 *   or a disabled account). Resolved once per request.
 * - Guards are `requireAccess(permission)` (plugins/access.ts): 401 without a session, 403
 *   without the permission.
 *
 *   app.get(url, { onRequest: requireAccess("wallet.read") }, async (request) => {
 *     const { userId } = (await request.viewer())!;
 *   });
 */
export interface Viewer {
  userId: string;
  role: Role;
  email: string;
}

export type ResolveViewer = (request: FastifyRequest) => Promise<Viewer | null>;

declare module "fastify" {
  interface FastifyRequest {
    viewer(): Promise<Viewer | null>;
  }
  interface FastifyInstance {
    resolveViewer: ResolveViewer;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Registered once on the root instance by app.ts with the accounts module's resolver. */
export function registerSession(app: FastifyInstance, resolve: ResolveViewer): void {
  app.decorate("resolveViewer", resolve);
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    let viewer = cache.get(this);
    if (!viewer) {
      viewer = this.server.resolveViewer(this);
      cache.set(this, viewer);
    }
    return viewer;
  });
}
