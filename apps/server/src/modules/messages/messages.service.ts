import {
  MESSAGE_LIMITS,
  type MessageAudience,
  type SendMessageBody,
  type SentMessage,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { MessagesRepository } from "./messages.repository.ts";

const HOUR_MS = 60 * 60 * 1000;
const NOTIFY_BATCH = 1_000;
const SMS_BATCH = 50;
/**
 * A claimed SMS not settled after this long was in a drain that died (a batch takes minutes at
 * most: 50 sends of at most two providers' 10 s timeouts): it is marked failed, not resent.
 */
const STALE_CLAIM_MS = 60 * 60_000;

export interface MessagesDeps {
  repo: MessagesRepository;
  db: Db;
  clock: Clock;
  sms: { send: (to: string, text: string) => Promise<void> } | null;
  notify: (
    userIds: string[],
    notice: { kind: string; dedupeKey: string; title: string; body: string; link: string | null },
  ) => Promise<string[]>;
  log: (message: string) => void;
}

export function audienceKey(audience: MessageAudience): string {
  switch (audience.kind) {
    case "user":
      return `user:${audience.userId}`;
    case "segment":
      return `segment:${audience.segment}`;
    case "organisation":
      return `organisation:${audience.orgId}`;
    case "country":
      return `country:${audience.country}`;
  }
}

/**
 * `users/sendMessage`: an admin writes to one viewer or a segment. The rate check and the log row
 * are one transaction with the sender's row locked, so parallel sends cannot pass the limit.
 * In-app messages land in the bell at once; SMS are queued and sent by `drain` (after the reply,
 * and every minute after a restart), to proven numbers only.
 */
export function createMessagesService({ repo, db, clock, sms, notify, log }: MessagesDeps) {
  let draining: Promise<number> | null = null;

  async function drainOnce(): Promise<number> {
    if (!sms) return 0;
    let done = 0;
    const stale = await repo.failStaleClaims(
      new Date(clock.now().getTime() - STALE_CLAIM_MS),
      clock.now(),
    );
    if (stale > 0) log(`admin message SMS claimed but never settled, marked failed: ${stale}`);
    for (;;) {
      const batch = await repo.claimSms(SMS_BATCH, clock.now());
      if (batch.length === 0) return done;
      for (const row of batch) {
        try {
          await sms.send(row.phone, row.body);
          await repo.markSms(row.messageId, row.userId, "sent", clock.now());
        } catch (error) {
          log(`admin message SMS not sent: ${error instanceof Error ? error.message : "error"}`);
          await repo.markSms(row.messageId, row.userId, "failed", clock.now());
        }
        done += 1;
      }
    }
  }

  function drain(): Promise<number> {
    draining ??= drainOnce().finally(() => {
      draining = null;
    });
    return draining;
  }

  async function send(audit: AuditContext, body: SendMessageBody): Promise<SentMessage> {
    const senderId = audit.admin.id;
    if (body.channel === "sms" && !sms) {
      throw new HttpError(409, "messages/sms-unavailable", "SMS is not set up on this server.");
    }
    const now = clock.now();
    if (body.to.kind === "user" && !(await repo.userExists(body.to.userId))) {
      throw new HttpError(404, "messages/no-such-user", "There is no such user.");
    }
    const people = await repo.recipients(body.to, now, body.channel === "sms");
    if (people.length === 0) {
      throw new HttpError(
        400,
        "messages/no-recipients",
        body.channel === "sms"
          ? "Nobody in this audience has a verified phone number."
          : "Nobody is in this audience.",
      );
    }
    if (body.channel === "sms" && people.length > MESSAGE_LIMITS.smsMaxRecipients) {
      throw new HttpError(
        400,
        "messages/too-many-recipients",
        `This SMS would go to ${people.length} people; send at most ${MESSAGE_LIMITS.smsMaxRecipients} at once.`,
      );
    }
    const message = await db.transaction(async (tx) => {
      await repo.lockSender(tx, senderId);
      const sent = await repo.sentSince(tx, senderId, new Date(now.getTime() - HOUR_MS));
      if (sent >= MESSAGE_LIMITS.perAdminPerHour) {
        throw new HttpError(
          429,
          "messages/too-many",
          `You have sent ${MESSAGE_LIMITS.perAdminPerHour} messages in the last hour. Try again later.`,
        );
      }
      const row = await repo.insertMessage(tx, {
        sentBy: senderId,
        channel: body.channel,
        audience: audienceKey(body.to),
        title: body.channel === "in-app" ? body.title : "",
        body: body.body,
        link: body.channel === "in-app" ? (body.link ?? null) : null,
        recipients: people.length,
        createdAt: now,
      });
      // With the message's row: who wrote what to whom (the text as sent).
      await audit.record(
        {
          action: "message.send",
          target: { type: "message", id: row.id },
          after: {
            channel: body.channel,
            to: audienceKey(body.to),
            recipients: people.length,
            ...(body.channel === "in-app" ? { title: body.title } : {}),
            body: body.body,
          },
        },
        tx,
      );
      if (body.channel === "sms") {
        await repo.queueSms(
          tx,
          row.id,
          people.map((p) => ({ userId: p.userId, phone: p.phone! })),
        );
      }
      return row;
    });
    if (body.channel === "in-app") {
      const ids = people.map((p) => p.userId);
      for (let i = 0; i < ids.length; i += NOTIFY_BATCH) {
        await notify(ids.slice(i, i + NOTIFY_BATCH), {
          kind: "message",
          dedupeKey: `message:${message.id}`,
          title: body.title,
          body: body.body,
          link: body.link ?? null,
        });
      }
    } else {
      void drain().catch((error: unknown) => {
        log(`admin message queue stopped: ${error instanceof Error ? error.message : "error"}`);
      });
    }
    const [logged] = await history(message.id);
    return logged!;
  }

  /** The latest 50 messages (or the one with `id`). */
  async function history(id?: string): Promise<SentMessage[]> {
    const rows = await repo.log(50, id);
    return rows.map(({ message, sentBy, delivered, failed, queued }) => {
      const inApp = message.channel === "in-app";
      return {
        id: message.id,
        channel: message.channel,
        audience: message.audience,
        title: message.title,
        body: message.body,
        sentBy,
        createdAt: message.createdAt.toISOString(),
        recipients: message.recipients,
        delivered: inApp ? message.recipients : delivered,
        failed: inApp ? 0 : failed,
        queued: inApp ? 0 : queued,
      };
    });
  }

  return { send, history: () => history(), drain };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
