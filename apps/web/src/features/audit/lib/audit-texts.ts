import type { AuditEntry } from "@tazama/contracts";

const ACTIONS: Record<string, string> = {
  "admin.setup": "Became the first admin",
  "user.disable": "Disabled the account",
  "user.enable": "Enabled the account",
  "user.role": "Changed the role",
  "user.password-reset": "Sent a password reset",
  "title.create": "Created the title",
  "title.update": "Edited the title",
  "title.prices": "Changed the prices",
  "title.publish": "Published the title",
  "title.withdraw": "Withdrew the title",
  "title.artwork": "Replaced the artwork",
  "title.credits": "Changed the cast and crew",
  "media.upload": "Uploaded a video",
  "media.retry": "Retried a transcode",
  "media.rerun": "Made a rendition again",
  "pass.create": "Created the pass",
  "pass.update": "Edited the pass",
  "pass.prices": "Changed the pass's prices",
  "genre.create": "Added the genre",
  "genre.update": "Edited the genre",
  "genre.delete": "Deleted the genre",
  "event.create": "Created the event",
  "event.update": "Edited the event",
  "money.refund": "Refunded",
  "money.vouchers": "Made voucher codes",
};

/** "Changed the role" for `user.role`; an action we have no words for yet shows as it is. */
export function actionText(action: string): string {
  return ACTIONS[action] ?? action;
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
