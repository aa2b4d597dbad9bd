import type { FastifyInstance, RouteOptions } from "fastify";
import { isAdminOnly, permissionOf, underAdmin } from "../../plugins/access.ts";
import { WRITE_METHODS, madeByAdminRoute } from "./admin-route.ts";

const GUARD_HOOKS = ["onRequest", "preParsing", "preValidation", "preHandler"] as const;
const WRITES = new Set<string>(WRITE_METHODS);

/**
 * `METHOD url` of a route that writes as an admin (under /api/v1/admin, or guarded by a
 * permission only admins hold) without going through `adminRoute`; null for any other route.
 */
export function unauditedAdminWrite(route: RouteOptions): string | null {
  const writes = [route.method].flat().filter((method) => WRITES.has(method.toUpperCase()));
  if (writes.length === 0) return null;
  const adminOnly = GUARD_HOOKS.flatMap((name) => [route[name]].flat())
    .map((hook) => permissionOf(hook))
    .some((permission) => permission !== undefined && isAdminOnly(permission));
  if (!underAdmin(route.url) && !adminOnly) return null;
  return madeByAdminRoute(route.handler) ? null : `${writes.join(", ")} ${route.url}`;
}

/**
 * Every admin write is audited by construction: a route declared without `adminRoute` makes the
 * app refuse to start (this hook runs for every route added after the audit module).
 */
export function refuseUnauditedAdminWrites(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const found = unauditedAdminWrite(route);
    if (found) {
      throw new Error(
        `${found} is an admin write declared without adminRoute (modules/audit): it would not be audited (ADR 0058)`,
      );
    }
  });
}
