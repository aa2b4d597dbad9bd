import type { AuditEntry } from "@tazama/contracts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

/** "Changed the role" for `user.role`; an action we have no words for yet shows as it is. */
export function actionText(action: string, i18n: I18n = sourceI18n): string {
  switch (action) {
    case "admin.setup":
      return i18n._({ id: "audit.action.admin.setup", message: "Became the first admin" });
    case "user.disable":
      return i18n._({ id: "audit.action.user.disable", message: "Disabled the account" });
    case "user.enable":
      return i18n._({ id: "audit.action.user.enable", message: "Enabled the account" });
    case "user.role":
      return i18n._({ id: "audit.action.user.role", message: "Changed the role" });
    case "user.password-reset":
      return i18n._({ id: "audit.action.user.password-reset", message: "Sent a password reset" });
    case "title.create":
      return i18n._({ id: "audit.action.title.create", message: "Created the title" });
    case "title.update":
      return i18n._({ id: "audit.action.title.update", message: "Edited the title" });
    case "title.prices":
      return i18n._({ id: "audit.action.title.prices", message: "Changed the prices" });
    case "title.publish":
      return i18n._({ id: "audit.action.title.publish", message: "Published the title" });
    case "title.withdraw":
      return i18n._({ id: "audit.action.title.withdraw", message: "Withdrew the title" });
    case "title.artwork":
      return i18n._({ id: "audit.action.title.artwork", message: "Replaced the artwork" });
    case "title.credits":
      return i18n._({ id: "audit.action.title.credits", message: "Changed the cast and crew" });
    case "media.upload":
      return i18n._({ id: "audit.action.media.upload", message: "Uploaded a video" });
    case "media.retry":
      return i18n._({ id: "audit.action.media.retry", message: "Retried a transcode" });
    case "media.rerun":
      return i18n._({ id: "audit.action.media.rerun", message: "Made a rendition again" });
    case "pass.create":
      return i18n._({ id: "audit.action.pass.create", message: "Created the pass" });
    case "pass.update":
      return i18n._({ id: "audit.action.pass.update", message: "Edited the pass" });
    case "pass.prices":
      return i18n._({ id: "audit.action.pass.prices", message: "Changed the pass's prices" });
    case "genre.create":
      return i18n._({ id: "audit.action.genre.create", message: "Added the genre" });
    case "genre.update":
      return i18n._({ id: "audit.action.genre.update", message: "Edited the genre" });
    case "genre.delete":
      return i18n._({ id: "audit.action.genre.delete", message: "Deleted the genre" });
    case "event.create":
      return i18n._({ id: "audit.action.event.create", message: "Created the event" });
    case "event.update":
      return i18n._({ id: "audit.action.event.update", message: "Edited the event" });
    case "money.refund":
      return i18n._({ id: "audit.action.money.refund", message: "Refunded" });
    case "money.vouchers":
      return i18n._({ id: "audit.action.money.vouchers", message: "Made voucher codes" });
    case "user.update":
      return i18n._({ id: "audit.action.user.update", message: "Changed the account" });
    case "user.lookup":
      return i18n._({ id: "audit.action.user.lookup", message: "Looked someone up by email" });
    case "media.upload-start":
      return i18n._({
        id: "audit.action.media.upload-start",
        message: "Started uploading a video",
      });
    case "media.upload-drop":
      return i18n._({
        id: "audit.action.media.upload-drop",
        message: "Dropped an unfinished upload",
      });
    case "event.artwork":
      return i18n._({ id: "audit.action.event.artwork", message: "Replaced the event's picture" });
    case "message.send":
      return i18n._({ id: "audit.action.message.send", message: "Sent a message" });
    case "money.voucher":
      return i18n._({ id: "audit.action.money.voucher", message: "Made a voucher code" });
    case "referral.approve":
      return i18n._({ id: "audit.action.referral.approve", message: "Approved a referral reward" });
    case "referral.reject":
      return i18n._({ id: "audit.action.referral.reject", message: "Rejected a referral reward" });
    case "request.triage":
      return i18n._({ id: "audit.action.request.triage", message: "Moved a title request on" });
    case "submission.triage":
      return i18n._({ id: "audit.action.submission.triage", message: "Moved a submission on" });
    case "submission.draft-title":
      return i18n._({
        id: "audit.action.submission.draft-title",
        message: "Made a draft title from a submission",
      });
    case "screening.create":
      return i18n._({ id: "audit.action.screening.create", message: "Scheduled a screening" });
    case "screening.cancel":
      return i18n._({ id: "audit.action.screening.cancel", message: "Cancelled a screening" });
    case "series.update":
      return i18n._({ id: "audit.action.series.update", message: "Edited the series" });
    case "series.bundle":
      return i18n._({
        id: "audit.action.series.bundle",
        message: "Changed the series bundle's prices",
      });
    case "subtitles.upload":
      return i18n._({ id: "audit.action.subtitles.upload", message: "Added captions" });
    case "subtitles.remove":
      return i18n._({ id: "audit.action.subtitles.remove", message: "Removed captions" });
    case "sms-alert.acknowledge":
      return i18n._({
        id: "audit.action.sms-alert.acknowledge",
        message: "Marked an SMS alert as seen",
      });
    default:
      return action;
  }
}

const text = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value);

function flat(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return text(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${text(v)}`)
    .join(", ");
}

/** "role: viewer → role: usher"; only one side when the other is empty. */
export function changeText(entry: Pick<AuditEntry, "before" | "after">): string {
  const before = flat(entry.before);
  const after = flat(entry.after);
  if (before && after) return `${before} → ${after}`;
  return before || after || "—";
}

/** What kind of thing an entry is about, in the console's language (a kind not named: as recorded). */
export function targetText(type: string, i18n: I18n): string {
  switch (type) {
    case "title":
      return i18n._({ id: "audit.target.title", message: "title" });
    case "series":
      return i18n._({ id: "audit.target.series", message: "series" });
    case "user":
      return i18n._({ id: "audit.target.user", message: "person" });
    case "screening":
      return i18n._({ id: "audit.target.screening", message: "screening" });
    case "pass":
      return i18n._({ id: "audit.target.pass", message: "pass" });
    case "voucher":
    case "vouchers":
      return i18n._({ id: "audit.target.voucher", message: "voucher" });
    case "submission":
      return i18n._({ id: "audit.target.submission", message: "submission" });
    case "request":
      return i18n._({ id: "audit.target.request", message: "request" });
    case "genre":
      return i18n._({ id: "audit.target.genre", message: "genre" });
    case "event":
      return i18n._({ id: "audit.target.event", message: "event" });
    case "message":
      return i18n._({ id: "audit.target.message", message: "message" });
    case "referral-reward":
      return i18n._({ id: "audit.target.referral-reward", message: "referral reward" });
    case "sms-alert":
      return i18n._({ id: "audit.target.sms-alert", message: "SMS alert" });
    default:
      return type;
  }
}
