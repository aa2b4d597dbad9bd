import { type Db, schema } from "@tazama/db";
import { and, asc, eq } from "drizzle-orm";
import type { PersonalData } from "./personal-data.ts";

const s = schema;

/**
 * Deleting an account (issue 17): what is personal goes, what the law asks us to keep stays.
 * Sign-in (sessions, credentials, reset tokens) goes here; what other modules keep of the person
 * goes through the erasers they register (personal-data.ts): phone codes, viewing progress,
 * stream grants, My List, thumbs, notifications, votes, organisation memberships; clips expire at
 * once (their files are purged); views are kept for the counts without the person; requests
 * they made stay, unsigned. Kept: wallet, ledger, payments, entitlements, voucher redemptions and
 * referral rewards — the money records — tied to an anonymous row.
 */
export function createAccountDeletionRepository(db: Db, personalData: PersonalData) {
  return {
    /**
     * Anonymises the account, unless it is the last enabled admin (`"last-admin"`: the site would
     * be left with nobody to run it). Every enabled admin's row is locked first, in one order, as
     * a demotion does: two admins deleting themselves at once cannot both go.
     */
    async anonymise(
      userId: string,
      now: Date,
    ): Promise<{ photo: string | null } | "last-admin" | null> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: s.users.id })
          .from(s.users)
          .where(and(eq(s.users.role, "admin"), eq(s.users.disabled, false)))
          .orderBy(asc(s.users.id))
          .for("update");
        const [before] = await tx
          .select({ image: s.users.image })
          .from(s.users)
          .where(eq(s.users.id, userId))
          .for("update");
        if (!before) return null;
        if (admins.length === 1 && admins[0]!.id === userId) return "last-admin";
        await tx.delete(s.sessions).where(eq(s.sessions.userId, userId));
        await tx.delete(s.accounts).where(eq(s.accounts.userId, userId));
        await tx.delete(s.verifications).where(eq(s.verifications.value, userId));
        await personalData.eraseAll(tx, userId, now);
        await tx
          .update(s.users)
          .set({
            name: "Deleted account",
            email: `deleted.${userId}@deleted.invalid`,
            emailVerified: false,
            image: null,
            phoneNumber: null,
            phoneVerifiedAt: null,
            affiliateCodeUsed: null,
            locale: "en-NG",
            disabled: true,
            closedAt: now,
            updatedAt: now,
          })
          .where(eq(s.users.id, userId));
        return { photo: before.image };
      });
    },
  };
}
export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
