import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Clock } from "../../../lib/clock.ts";
import type { DevOutboxRepository } from "./dev-outbox.repository.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: "smtp" | "dev-outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** Every http(s) URL in a text, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** Mail through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

/** Development: mail is kept in the database and shown at /dev/mailbox (never in production). */
export function createDevOutboxMailer(repo: DevOutboxRepository, clock: Clock): Mailer {
  return {
    kind: "dev-outbox",
    async send(mail) {
      await repo.insert({
        id: randomUUID(),
        ...mail,
        links: extractLinks(mail.text),
        createdAt: clock.now(),
      });
    },
    async close() {},
  };
}
