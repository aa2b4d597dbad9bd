import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteOptions,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../lib/http-error.ts";
import { type Permission, requireAccess } from "../../plugins/access.ts";
import { type AuditScope, withAuditScope } from "./audit-scope.ts";
import { summariseBody } from "./audit-summary.ts";
import { type AuditWriter, actorName, insertAudit } from "./audit.repository.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type ZodHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
export type AdminRequest<S extends FastifySchema> = Parameters<ZodHandler<S>>[0];
export type AdminReply<S extends FastifySchema> = Parameters<ZodHandler<S>>[1];

/** The methods that change something: each call of an admin route with one is audited. */
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];

export interface AuditTarget {
  type: string;
  id: string;
}

/** One entry, as a handler or a service writes it (who and when are filled in). */
export interface AuditEntry {
  action: string;
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
}

/** What an admin route's handler gets besides the request: who acts, and their audit entry. */
export interface AuditContext {
  readonly admin: { readonly id: string; readonly name: string };
  /**
   * Writes this action's entry: in `tx`, the action's own transaction, so both commit or neither
   * (without one, at once).
   */
  record(entry: AuditEntry, tx?: AuditWriter): Promise<void>;
  /**
   * This call is no action of its own (one part of a resumable upload: the upload is audited when
   * it starts, finishes or is dropped): no entry. Say why; the reason is kept in the debug log.
   */
  skip(reason: string): void;
}

export type AdminHandler<S extends FastifySchema> = (
  request: AdminRequest<S>,
  reply: AdminReply<S>,
  audit: AuditContext,
) => ReturnType<ZodHandler<S>>;

export interface AdminRouteOptions<S extends FastifySchema> {
  method: WriteMethod;
  url: string;
  /** Who may call it (the one permission table, plugins/access.ts). */
  permission: Permission;
  /** Documented in the OpenAPI document (a summary is required) and validated as any route. */
  schema: S;
  /**
   * The entry written when the handler wrote none (a service that audits itself, in its
   * transaction, wins): the action, the target's type and how to find its id (by default the
   * first URL parameter, else the answer's `id`, `ref`, `code` or `slug`).
   */
  audit: {
    action: string;
    target: string;
    id?: (request: AdminRequest<S>, result: unknown) => string | number | null | undefined;
  };
  bodyLimit?: number;
  /** The route's own config (e.g. `fieldCodes` for the error handler). */
  config?: FastifyContextConfig;
}

/** The handlers adminRoute made: the start-up check knows an audited route by its handler. */
const auditedHandlers = new WeakSet<object>();

export function madeByAdminRoute(handler: unknown): boolean {
  return typeof handler === "function" && auditedHandlers.has(handler);
}

function defaultTargetId(request: FastifyRequest, result: unknown): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const first = params ? Object.values(params)[0] : undefined;
  if (typeof first === "string" || typeof first === "number") return String(first);
  if (result && typeof result === "object") {
    for (const key of ["id", "ref", "code", "slug"]) {
      const value = (result as Record<string, unknown>)[key];
      if (typeof value === "string" || typeof value === "number") return String(value);
    }
  }
  return undefined;
}

async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("cache-control", "no-store");
  return payload;
}

/**
 * The one way to declare an admin write (ADR 0058): the permission, the acting admin, exactly
 * one audit entry per successful call, and `no-store`. A call that fails (an error thrown, a
 * 4xx) writes nothing (a service's entry rolls back with its transaction). The audit module
 * refuses to start an app with an admin write declared any other way.
 */
export function adminRoute<const S extends FastifySchema>(
  app: ZodApp,
  route: AdminRouteOptions<S>,
  handler: AdminHandler<S>,
): void {
  if (!route.schema.summary) throw new Error(`${route.method} ${route.url}: give it a summary`);
  const { db, clock } = app.auditLog;
  const audited = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.viewer();
    if (!viewer) throw new HttpError(401, "auth/unauthenticated", "Please log in to continue.");
    const admin = { id: viewer.userId, name: await actorName(db, viewer.userId) };
    const scope: AuditScope = { recorded: 0, closed: false };
    const context: AuditContext = {
      admin,
      // Counted here, not through the async context: tus runs its hooks from stream events.
      record: async (entry, tx) => {
        await insertAudit(tx ?? db, { actor: admin, at: clock.now(), ...entry });
        if (!scope.closed) scope.recorded += 1;
      },
      skip: (reason) => {
        scope.skipped = reason;
      },
    };
    let result: unknown;
    try {
      result = await withAuditScope(scope, () =>
        Promise.resolve(handler(request as AdminRequest<S>, reply as AdminReply<S>, context)),
      );
    } finally {
      scope.closed = true;
    }
    const status = reply.sent ? reply.raw.statusCode : reply.statusCode;
    // A replayed answer (Idempotency-Key) is the first call's: that call was audited.
    const replayed = reply.getHeader("idempotent-replayed") === "true";
    if (status >= 400 || replayed) return result;
    if (scope.skipped !== undefined) {
      request.log.debug({ reason: scope.skipped }, "admin write not audited on its own");
    } else if (scope.recorded === 0) {
      const id = route.audit.id
        ? route.audit.id(request as AdminRequest<S>, result)
        : defaultTargetId(request, result);
      await insertAudit(db, {
        actor: admin,
        action: route.audit.action,
        target: { type: route.audit.target, id: id === null || id === undefined ? "-" : `${id}` },
        after: summariseBody(request.body),
        at: clock.now(),
      });
    } else if (scope.recorded > 1) {
      request.log.warn({ entries: scope.recorded }, "an admin write recorded more than one entry");
    }
    return result;
  };
  auditedHandlers.add(audited);
  // Typed loosely here: the handler given was typed against the schema; zod validates at run time.
  const options: RouteOptions = {
    method: route.method,
    url: route.url,
    schema: { ...route.schema, tags: ["admin"] },
    onRequest: requireAccess(route.permission),
    onSend: noStore,
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    ...(route.config === undefined ? {} : { config: route.config }),
    handler: audited,
  };
  (app as unknown as FastifyInstance).route(options);
}
