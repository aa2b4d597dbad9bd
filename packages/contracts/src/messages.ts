import { z } from "zod";

/**
 * Admin messages (issue 17, spec `users/sendMessage`): an admin writes to one viewer or to a
 * segment, by SMS (to proven numbers only) or in the app (the bell). Rate-limited per admin and
 * logged.
 */
export const MESSAGE_PATHS = {
  send: "/api/v1/admin/users/sendMessage",
  log: "/api/v1/admin/messages",
} as const;

export const MESSAGE_LIMITS = {
  /** Messages one admin may send in any hour (every channel and audience counted). */
  perAdminPerHour: 10,
  /** An SMS to more people than this needs to be split (cost and SMS-pumping guard). */
  smsMaxRecipients: 5_000,
  smsMaxLength: 320,
  titleMaxLength: 80,
  bodyMaxLength: 500,
} as const;

/** Segments: everyone, who bought in the last 30 days, who has not, who proved a phone. */
export const MESSAGE_SEGMENTS = [
  "everyone",
  "buyers-30d",
  "no-purchase-30d",
  "phone-verified",
] as const;
export type MessageSegment = (typeof MESSAGE_SEGMENTS)[number];

export const messageAudienceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), userId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal("segment"), segment: z.enum(MESSAGE_SEGMENTS) }),
  /** The members of one organisation. */
  z.object({ kind: z.literal("organisation"), orgId: z.uuid() }),
  /** Viewers whose language setting names this country (en-KE → KE). */
  z.object({ kind: z.literal("country"), country: z.string().regex(/^[A-Z]{2}$/) }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const sendMessageBodySchema = z.discriminatedUnion("channel", [
  z
    .object({
      channel: z.literal("sms"),
      to: messageAudienceSchema,
      body: z.string().trim().min(1).max(MESSAGE_LIMITS.smsMaxLength),
    })
    .strict(),
  z
    .object({
      channel: z.literal("in-app"),
      to: messageAudienceSchema,
      title: z.string().trim().min(1).max(MESSAGE_LIMITS.titleMaxLength),
      body: z.string().trim().min(1).max(MESSAGE_LIMITS.bodyMaxLength),
      /** Where the notification leads, an in-app path. */
      link: z
        .string()
        .regex(/^\/([\w?=&.%#-][\w/?=&.%#-]*)?$/, "must be a path of this site")
        .max(200)
        .optional(),
    })
    .strict(),
]);
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const sentMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(["sms", "in-app"]),
  /** `user:<id>`, `segment:<name>`, `organisation:<id>` or `country:<CC>`. */
  audience: z.string(),
  title: z.string(),
  body: z.string(),
  /** The sending admin's name (null once their account is gone). */
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  recipients: z.number().int(),
  /** SMS only: delivered, failed and still queued (in-app: all delivered at once). */
  delivered: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const messageLogSchema = z.object({ messages: z.array(sentMessageSchema) });
export type MessageLog = z.infer<typeof messageLogSchema>;
