import { z } from "zod";

/**
 * SMS-pumping alerts (issue 39): a destination prefix that reached its hourly budget of codes,
 * one per prefix per clock hour, for the admin console to see and acknowledge.
 */
export const SMS_ALERT_PATHS = {
  list: "/api/v1/admin/sms-alerts",
  acknowledge: "/api/v1/admin/sms-alerts/:id/acknowledge",
} as const;

export const SMS_ALERT_STATUSES = ["open", "all"] as const;
export type SmsAlertStatus = (typeof SMS_ALERT_STATUSES)[number];

export const smsAlertsQuerySchema = z.object({
  /** `open`: not acknowledged yet; `all` (default): every alert, the newest hour first. */
  status: z.enum(SMS_ALERT_STATUSES).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SmsAlertsQuery = z.input<typeof smsAlertsQuerySchema>;

export const smsAlertIdParamsSchema = z.object({ id: z.uuid() });

export const smsAlertSchema = z.object({
  id: z.string(),
  /** E.164 digits without "+": country code and the start of the national number. */
  prefix: z.string(),
  /** ISO 3166 region of the range, when it has one. */
  country: z.string().nullable(),
  /** ISO start of the clock hour (UTC) the budget was reached in. */
  hourStart: z.string(),
  /** Codes per prefix per hour then. */
  budget: z.number().int(),
  /** Codes sent to the prefix in the hour before the first refusal. */
  sent: z.number().int(),
  /** Codes refused in that clock hour. */
  refused: z.number().int(),
  firstRefusedAt: z.string(),
  lastRefusedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** The name of the admin who acknowledged it (null: not yet, or the account is gone). */
  acknowledgedBy: z.string().nullable(),
});
export type SmsAlert = z.infer<typeof smsAlertSchema>;

export const smsAlertPageSchema = z.object({
  items: z.array(smsAlertSchema),
  total: z.number().int(),
  /** Alerts not acknowledged yet, whatever the filter. */
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SmsAlertPage = z.infer<typeof smsAlertPageSchema>;
