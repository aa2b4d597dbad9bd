import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.ts";

/**
 * Who is calling, for every module (DESIGN §5: from the session only, never from a body).
 *
 * - `await request.viewer()` → `{ userId, role, email }` or null (no, expired or ended session,
 *   or a disabled account). Resolved once per request.
 * - `preHandler: requireUser` → 401 `auth/unauthenticated` without a session.
 * - `preHandler: requireAdmin` → 401 without a session, 403 `auth/forbidden` for non-admins.
 *
 *   app.get("/api/v1/users/wallet", { preHandler: requireUser }, async (request) => {
 *     const { userId } = (await request.viewer())!;
 *   });
 */
export interface Viewer {
  userId: string;
  role: "viewer" | "admin";
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

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.viewer())) {
    throw new HttpError(401, "auth/unauthenticated", "Please log in to continue.");
  }
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const viewer = await request.viewer();
  if (!viewer) throw new HttpError(401, "auth/unauthenticated", "Please log in to continue.");
  if (viewer.role !== "admin") {
    throw new HttpError(403, "auth/forbidden", "Your account is not allowed to do this.");
  }
}
