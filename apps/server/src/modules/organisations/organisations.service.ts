import { createHash } from "node:crypto";
import {
  type CreateOrgBody,
  cleanDisplayName,
  type OrgDetail,
  type OrgSummary,
} from "@tazama/contracts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type MemberImportsDeps, createMemberImports } from "./member-imports.service.ts";
import { requireOrgAdmin } from "./org-admin.ts";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface OrganisationsDeps extends MemberImportsDeps {
  /** After a member left: their seats go back to the organisation. */
  onLeave: (orgId: string, userId: string) => Promise<void>;
}

/** Organisations: creating one, who is in it, leaving, invitations; member imports beside. */
export function createOrganisationsService(deps: OrganisationsDeps) {
  const { repo, clock } = deps;
  const imports = createMemberImports(deps);
  const requireAdmin = (orgId: string, userId: string) => requireOrgAdmin(deps.db, orgId, userId);

  return {
    ...imports,
    requireAdmin,

    async create(userId: string, body: CreateOrgBody): Promise<OrgSummary> {
      const now = clock.now();
      const org = await repo.create(
        { name: cleanDisplayName(body.name), kind: body.kind, createdBy: userId, createdAt: now },
        userId,
        now,
      );
      return { id: org.id, name: org.name, kind: org.kind, role: "admin", members: 1 };
    },

    mine: (userId: string) => repo.mine(userId),

    async detail(orgId: string, userId: string): Promise<OrgDetail> {
      const membership = await repo.membership(orgId, userId);
      const org = await repo.org(orgId);
      if (!membership || !org) throw notFound("org/not-found", "No such organisation.");
      const { role, shareViewing } = membership;
      const { total, list } = await repo.members(orgId);
      const invites = role === "admin" ? await repo.pendingInvites(orgId) : [];
      return {
        id: org.id,
        name: org.name,
        kind: org.kind,
        role,
        shareViewing,
        members: total,
        invited: invites.length,
        // A member sees the organisation, not the other members.
        list:
          role === "admin"
            ? [
                ...invites.map((i) => ({
                  userId: null,
                  name: i.name,
                  email: null,
                  phone: i.phone,
                  role: "member" as const,
                  status: "invited" as const,
                  since: (i.since ?? clock.now()).toISOString(),
                })),
                ...list.map((m) => ({
                  ...m,
                  status: "active" as const,
                  since: m.since.toISOString(),
                })),
              ]
            : [],
      };
    },

    async leave(orgId: string, userId: string) {
      const outcome = await repo.leave(orgId, userId);
      if (outcome === "not-member") throw notFound("org/not-found", "No such organisation.");
      if (outcome === "last-admin") {
        throw new HttpError(
          409,
          "org/last-admin",
          "You are this organisation's only admin, so you cannot leave it.",
        );
      }
      await deps.onLeave(orgId, userId);
    },

    async acceptInvite(userId: string, token: string) {
      const orgId = await repo.acceptInvite(sha256(token), userId, clock.now());
      if (!orgId)
        throw new HttpError(
          400,
          "org/invite-invalid",
          "This invitation is used up or has expired.",
        );
      return { orgId };
    },
  };
}
export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
