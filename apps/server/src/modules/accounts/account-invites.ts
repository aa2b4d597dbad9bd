import { createHash, randomBytes, randomUUID } from "node:crypto";
import { ACCOUNT_PATHS } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { inArray } from "drizzle-orm";
import { newAffiliateCode } from "./affiliate-code.ts";
import { RESET_PREFIX } from "./accounts.repository.ts";

const { users, verifications } = schema;

export interface PersonRow {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * Accounts made for someone else (an organisation's member list, issue 17): no password until
 * the person sets one through a link; the phone is kept (unproven) unless another account has it.
 */
export function createAccountInvites(db: Db, publicUrl: string) {
  return {
    /** One account per email, made when missing; returns each email's account and whether new. */
    async ensureUsers(
      people: PersonRow[],
      now: Date,
    ): Promise<Map<string, { id: string; created: boolean }>> {
      const result = new Map<string, { id: string; created: boolean }>();
      if (people.length === 0) return result;
      return db.transaction(async (tx) => {
        const emails = people.map((p) => p.email);
        const phones = people.flatMap((p) => (p.phone ? [p.phone] : []));
        const existing = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, emails));
        for (const row of existing) result.set(row.email, { id: row.id, created: false });
        const taken = new Set(
          phones.length === 0
            ? []
            : (
                await tx
                  .select({ phone: users.phoneNumber })
                  .from(users)
                  .where(inArray(users.phoneNumber, phones))
              ).map((r) => r.phone),
        );
        const fresh = people
          .filter((p) => !result.has(p.email))
          .map((p) => ({
            id: randomUUID(),
            name: p.name,
            email: p.email,
            phoneNumber: p.phone && !taken.has(p.phone) ? p.phone : null,
            affiliateCode: newAffiliateCode(),
            source: "org-import",
            createdAt: now,
            updatedAt: now,
          }));
        if (fresh.length > 0) {
          const inserted = await tx
            .insert(users)
            .values(fresh)
            .onConflictDoNothing()
            .returning({ id: users.id, email: users.email });
          for (const row of inserted) result.set(row.email, { id: row.id, created: true });
        }
        return result;
      });
    },

    /** "Choose your password" links (the reset page), one per account, valid `ttlMs`. */
    async setPasswordLinks(
      userIds: string[],
      ttlMs: number,
      now: Date,
    ): Promise<Map<string, string>> {
      const links = new Map<string, string>();
      const rows = userIds.map((userId) => {
        const token = randomBytes(32).toString("base64url");
        links.set(userId, `${publicUrl}${ACCOUNT_PATHS.resetPasswordPage}?token=${token}`);
        return {
          id: randomUUID(),
          identifier: RESET_PREFIX + createHash("sha256").update(token).digest("hex"),
          value: userId,
          expiresAt: new Date(now.getTime() + ttlMs),
          createdAt: now,
          updatedAt: now,
        };
      });
      for (let i = 0; i < rows.length; i += 1000) {
        await db.insert(verifications).values(rows.slice(i, i + 1000));
      }
      return links;
    },
  };
}
export type AccountInvites = ReturnType<typeof createAccountInvites>;
