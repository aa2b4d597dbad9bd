import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.ts";

/**
 * Roles and permissions (issue 13; Immich's `requireAccess` is the model): ONE table says which
 * role may do what, and every guarded route declares the permission it needs:
 *
 *   app.get("/api/v1/users/wallet", { onRequest: requireAccess("wallet.read") }, handler);
 *
 * 401 `auth/unauthenticated` without a session, 403 `auth/forbidden` without the permission.
 * Everything under `/api/v1/admin` is also closed by one prefix hook (`registerAdminGuard`).
 */
export const ROLES = ["viewer", "admin", "usher", "org-admin"] as const;
export type Role = (typeof ROLES)[number];

const VIEWER = [
  "account.read",
  "account.update",
  "wallet.read",
  "payment.create",
  "payment.read",
  "purchase.create",
  "purchase.read",
  /** Give back a rental started by mistake (within 2 minutes of its first frame). */
  "purchase.refund",
  "voucher.redeem",
  "clip.create",
  "clip.read",
  "watching.read",
  "watching.record",
  "watching.forget",
  "favourites.read",
  "favourites.update",
  /** Offline downloads: the devices and downloads kept, licences, adding and removing them. */
  "downloads.read",
  "downloads.manage",
  "ratings.create",
  "recommendations.read",
  "notifications.read",
  "requests.create",
] as const;

const ADMIN_ONLY = [
  /** Any route under /api/v1/admin (the prefix hook's check). */
  "admin.access",
  "users.lookup",
  "media.read",
  "media.upload",
  "payments.review",
  /** Give money back for a purchase; see a user's purchases and wallet. */
  "money.refund",
  "vouchers.manage",
  "requests.triage",
  "submissions.triage",
  /** Set prices (a title's, a series' bundle) and run the passes (name, length, prices). */
  "catalogue.price",
  /** Create and edit titles, publish and withdraw them. */
  "catalogue.edit",
  /** Approve or reject referral rewards a fraud rule flagged. */
  "referrals.review",
  /** Find users, see them, disable or enable them, change their role, send a reset (console). */
  "users.manage",
  /** Read the admin audit log. */
  "audit.read",
  /** Revenue, top-ups, views and new viewers, as tables, charts and CSV. */
  "reports.read",
  /** Send SMS or in-app messages to a viewer or a segment (`users/sendMessage`). */
  "messages.send",
  /** Schedule screenings, cancel them (refunding every booking). */
  "screenings.manage",
  /** See and acknowledge SMS-pumping alerts (a destination prefix over its hourly budget). */
  "sms.alerts",
] as const;

/** At the door of a screening: check tickets in, serve refreshments (ushers and admins). */
const DOOR = ["screenings.checkin"] as const;

export type Permission =
  (typeof VIEWER)[number] | (typeof ADMIN_ONLY)[number] | (typeof DOOR)[number];

/** The one table: role → what it may do. */
export const PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer: VIEWER,
  admin: [...VIEWER, ...ADMIN_ONLY, ...DOOR],
  usher: [...VIEWER, ...DOOR],
  // What an organisation's admin may do is decided per organisation, by membership, in one place:
  // organisations.public's requireOrgAdmin (seats, member imports, the report, its wallet, bulk
  // screenings; 404 org/not-found to a stranger, 403 org/forbidden to a member). This account-wide
  // role adds nothing to a viewer's.
  "org-admin": VIEWER,
};

const granted = new Map(ROLES.map((role) => [role, new Set(PERMISSIONS[role])]));

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return granted.get(role)?.has(permission) ?? false;
}

const unauthenticated = () =>
  new HttpError(401, "auth/unauthenticated", "Please log in to continue.");
const forbidden = () =>
  new HttpError(403, "auth/forbidden", "Your account is not allowed to do this.");

const ADMIN_ONLY_SET = new Set<Permission>(ADMIN_ONLY);

/** A permission only admins hold (not a viewer's, not the door's): its writes are audited. */
export function isAdminOnly(permission: Permission): boolean {
  return ADMIN_ONLY_SET.has(permission);
}

/** Which permission each hook made by `requireAccess` checks (read at start by the audit check). */
const checkedBy = new WeakMap<object, Permission>();

/** The permission a route hook checks, when `requireAccess` made it. */
export function permissionOf(hook: unknown): Permission | undefined {
  return typeof hook === "function" ? checkedBy.get(hook) : undefined;
}

/** A route hook (onRequest, preValidation or preHandler) that needs a session with `permission`. */
export function requireAccess(permission: Permission) {
  const checkAccess = async function checkAccess(request: FastifyRequest): Promise<void> {
    const viewer = await request.viewer();
    if (!viewer) throw unauthenticated();
    if (!can(viewer.role, permission)) throw forbidden();
  };
  checkedBy.set(checkAccess, permission);
  return checkAccess;
}

export const ADMIN_PREFIX = "/api/v1/admin";

/** Whether a path (or a route's URL) is under `/api/v1/admin`, in any letter case. */
export function underAdmin(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === ADMIN_PREFIX || lower.startsWith(`${ADMIN_PREFIX}/`);
}

function decodedPath(url: string): string {
  const pathname = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Defence in depth: every request whose route or path is under `/api/v1/admin` (unknown paths
 * too) needs `admin.access`, so an admin route that forgets its own check is still closed.
 * Registered once by app.ts, before any module.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  const check = requireAccess("admin.access");
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url ?? "";
    if (underAdmin(route) || underAdmin(decodedPath(request.url))) await check(request);
  });
}

/** An admin answer is about one person's console: never kept by a shared cache (this scope). */
export function noStore(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}

/** The signed-in user acting on an admin route (the route's requireAccess let them in). */
export async function actingUser(request: FastifyRequest): Promise<string> {
  const viewer = await request.viewer();
  if (!viewer) throw new HttpError(401, "auth/required", "Sign in first.");
  return viewer.userId;
}
