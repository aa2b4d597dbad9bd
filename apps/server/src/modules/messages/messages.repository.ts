import type { MessageAudience } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import {
  type SQL,
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { users, entitlements, organisationMembers, adminMessages, adminMessageSms } = schema;

export interface Recipient {
  userId: string;
  phone: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Admin messages, their SMS queue and the audiences they go to (I/O only). */
export function createMessagesRepository(db: Db) {
  /** Bought something with money (not a voucher or a seat) since `since`. */
  const boughtSince = (since: Date) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, users.id),
            eq(entitlements.source, "wallet"),
            gte(entitlements.createdAt, since),
          ),
        ),
    );

  function audienceFilter(audience: MessageAudience, now: Date): SQL | undefined {
    switch (audience.kind) {
      case "user":
        return eq(users.id, audience.userId);
      case "organisation":
        return exists(
          db
            .select({ one: sql`1` })
            .from(organisationMembers)
            .where(
              and(
                eq(organisationMembers.userId, users.id),
                eq(organisationMembers.orgId, audience.orgId),
              ),
            ),
        );
      case "country":
        return sql`split_part(${users.locale}, '-', 2) = ${audience.country}`;
      case "segment":
        switch (audience.segment) {
          case "everyone":
            return undefined;
          case "phone-verified":
            return isNotNull(users.phoneVerifiedAt);
          case "buyers-30d":
            return boughtSince(new Date(now.getTime() - 30 * DAY_MS));
          case "no-purchase-30d":
            return sql`not ${boughtSince(new Date(now.getTime() - 30 * DAY_MS))}`;
        }
    }
  }

  return {
    async userExists(userId: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return rows.length > 0;
    },

    /** Everyone in the audience whose account is open; `withPhone`: only proven numbers. */
    async recipients(
      audience: MessageAudience,
      now: Date,
      withPhone: boolean,
    ): Promise<Recipient[]> {
      return db
        .select({ userId: users.id, phone: users.phoneNumber })
        .from(users)
        .where(
          and(
            eq(users.disabled, false),
            audienceFilter(audience, now),
            withPhone
              ? and(isNotNull(users.phoneVerifiedAt), isNotNull(users.phoneNumber))
              : undefined,
          ),
        );
    },

    /** Locks the sender's row so one admin's sends queue up behind the rate check. */
    async lockSender(tx: Tx, userId: string): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },

    async sentSince(tx: Tx, userId: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(adminMessages)
        .where(and(eq(adminMessages.sentBy, userId), gte(adminMessages.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertMessage(tx: Tx, values: typeof adminMessages.$inferInsert) {
      const [row] = await tx.insert(adminMessages).values(values).returning();
      return row!;
    },

    async queueSms(tx: Tx, messageId: string, recipients: { userId: string; phone: string }[]) {
      for (let i = 0; i < recipients.length; i += 1000) {
        await tx
          .insert(adminMessageSms)
          .values(recipients.slice(i, i + 1000).map((r) => ({ messageId, ...r })));
      }
    },

    /**
     * Claims up to `limit` queued SMS for this drain, oldest message first, with their text: rows
     * another drain is claiming at this moment are skipped (SKIP LOCKED), rows it claimed are not
     * queued any more. Of two processes draining at once, each SMS goes to one (ADR 0078).
     */
    async claimSms(limit: number, now: Date) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            messageId: adminMessageSms.messageId,
            userId: adminMessageSms.userId,
            phone: adminMessageSms.phone,
            body: adminMessages.body,
          })
          .from(adminMessageSms)
          .innerJoin(adminMessages, eq(adminMessages.id, adminMessageSms.messageId))
          .where(
            and(
              isNull(adminMessageSms.sentAt),
              isNull(adminMessageSms.failedAt),
              isNull(adminMessageSms.claimedAt),
            ),
          )
          .orderBy(adminMessages.createdAt)
          .limit(limit)
          .for("update", { of: adminMessageSms, skipLocked: true });
        if (rows.length === 0) return rows;
        await tx
          .update(adminMessageSms)
          .set({ claimedAt: now })
          .where(
            or(
              ...rows.map((row) =>
                and(
                  eq(adminMessageSms.messageId, row.messageId),
                  eq(adminMessageSms.userId, row.userId),
                ),
              ),
            ),
          );
        return rows;
      });
    },

    /**
     * SMS claimed before `before` and never settled: their drain died mid-batch, maybe after
     * sending. They end as failed (the log shows them), never sent a second time.
     */
    async failStaleClaims(before: Date, now: Date): Promise<number> {
      const failed = await db
        .update(adminMessageSms)
        .set({ failedAt: now })
        .where(
          and(
            isNull(adminMessageSms.sentAt),
            isNull(adminMessageSms.failedAt),
            lt(adminMessageSms.claimedAt, before),
          ),
        )
        .returning({ messageId: adminMessageSms.messageId });
      return failed.length;
    },

    async markSms(messageId: string, userId: string, outcome: "sent" | "failed", at: Date) {
      await db
        .update(adminMessageSms)
        .set(outcome === "sent" ? { sentAt: at } : { failedAt: at })
        .where(and(eq(adminMessageSms.messageId, messageId), eq(adminMessageSms.userId, userId)));
    },

    /** The latest messages, with the sender's name and the SMS counts. */
    async log(limit: number, id?: string) {
      return db
        .select({
          message: adminMessages,
          sentBy: users.name,
          delivered: sql<number>`(select count(*)::int from ${adminMessageSms} s where s.message_id = "admin_messages"."id" and s.sent_at is not null)`,
          failed: sql<number>`(select count(*)::int from ${adminMessageSms} s where s.message_id = "admin_messages"."id" and s.failed_at is not null)`,
          queued: sql<number>`(select count(*)::int from ${adminMessageSms} s where s.message_id = "admin_messages"."id" and s.sent_at is null and s.failed_at is null)`,
        })
        .from(adminMessages)
        .leftJoin(users, eq(users.id, adminMessages.sentBy))
        .where(id === undefined ? undefined : eq(adminMessages.id, id))
        .orderBy(desc(adminMessages.createdAt))
        .limit(limit);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
