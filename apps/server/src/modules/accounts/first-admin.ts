import { createHash, randomBytes } from "node:crypto";
import { USER_ADMIN_PATHS } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { count, eq, sql } from "drizzle-orm";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";

const { users, adminSetupTokens } = schema;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const invalidLink = () =>
  new HttpError(
    404,
    "setup/invalid-link",
    "This setup link has been used or is out of date. Restart the server for a new one, or ask an admin.",
  );

/**
 * The first admin of an install (issue 18). While no admin exists, every start adds a one-time
 * token (256 bits; only its hash is stored) and returns its link for the log; the signed-in
 * person who opens it becomes the admin, and every token goes.
 */
export function createFirstAdmin({
  db,
  clock,
  publicUrl,
}: {
  db: Db;
  clock: Clock;
  publicUrl: string;
}) {
  return {
    /** The link to print, or null when an admin exists (then no token is left either). */
    async setupLink(): Promise<string | null> {
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      if ((admins?.n ?? 0) > 0) {
        await db.delete(adminSetupTokens);
        return null;
      }
      const token = randomBytes(32).toString("base64url");
      await db
        .insert(adminSetupTokens)
        .values({ tokenHash: sha256(token), createdAt: clock.now() });
      return `${publicUrl}${USER_ADMIN_PATHS.firstAdminPage}?token=${token}`;
    },

    /** What the link's page says before anyone presses: open, used (an admin exists) or expired. */
    async linkState(token: string): Promise<"open" | "used" | "expired"> {
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
      if ((admins?.n ?? 0) > 0) return "used";
      const [live] = await db
        .select({ hash: adminSetupTokens.tokenHash })
        .from(adminSetupTokens)
        .where(eq(adminSetupTokens.tokenHash, sha256(token)));
      return live ? "open" : "expired";
    },

    /** Makes `userId` the admin if the token is live and no admin exists yet. */
    async claim(userId: string, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        // One claim at a time across every process (two links printed by two processes).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tazama:first-admin'))`);
        const used = await tx
          .delete(adminSetupTokens)
          .where(eq(adminSetupTokens.tokenHash, sha256(token)))
          .returning({ hash: adminSetupTokens.tokenHash });
        if (used.length === 0) throw invalidLink();
        const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, "admin"));
        if ((admins?.n ?? 0) > 0) throw invalidLink();
        const [person] = await tx
          .select({ name: users.name, role: users.role })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        if (!person) throw invalidLink();
        await tx
          .update(users)
          .set({ role: "admin", updatedAt: clock.now() })
          .where(eq(users.id, userId));
        await tx.delete(adminSetupTokens);
        await recordAudit(tx, {
          actor: { id: userId, name: person.name },
          action: "admin.setup",
          target: { type: "user", id: userId },
          before: { role: person.role },
          after: { role: "admin" },
          at: clock.now(),
        });
      });
    },
  };
}
export type FirstAdmin = ReturnType<typeof createFirstAdmin>;
