import { type Db, schema } from "@tazama/db";
import { and, eq, inArray } from "drizzle-orm";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { Tx } from "../ledger/ledger.public.ts";

const { organisationMembers, organisations } = schema;

/** 404 for an organisation that does not exist or that the caller is not a member of. */
export const orgNotFound = () => notFound("org/not-found", "No such organisation.");

/** 403 for a member who is not one of its admins. */
export const notOrgAdmin = () =>
  new HttpError(403, "org/forbidden", "Only this organisation's admins can do that.");

/**
 * The one organisation-admin rule, for every module: the organisation, when `userId` is one of
 * its admins. A stranger learns nothing (404 `org/not-found`, as for one that does not exist); a
 * member who is not an admin gets 403 `org/forbidden`. Runs in the caller's transaction when given.
 */
export async function requireOrgAdmin(
  q: Db | Tx,
  orgId: string,
  userId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await q
    .select({ id: organisations.id, name: organisations.name, role: organisationMembers.role })
    .from(organisations)
    .innerJoin(
      organisationMembers,
      and(eq(organisationMembers.orgId, organisations.id), eq(organisationMembers.userId, userId)),
    )
    .where(eq(organisations.id, orgId));
  if (!row) throw orgNotFound();
  if (row.role !== "admin") throw notOrgAdmin();
  return { id: row.id, name: row.name };
}

/** The names of these organisations (a screening's blocks name who booked them). */
export async function organisationNames(
  q: Db | Tx,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return q
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, [...ids]));
}
