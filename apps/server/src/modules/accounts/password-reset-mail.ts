import { escapeHtml } from "../../lib/escape-html.ts";

/** The password-reset mail: plain text first (the dev mailbox extracts links from it). */
export function passwordResetMail({ name, link }: { name: string; link: string }) {
  const text = [
    `Hello ${name},`,
    "",
    "Someone asked to reset the password of your Tazama account. To choose a new password, open:",
    "",
    link,
    "",
    "The link works once and for 15 minutes. If you did not ask for it, ignore this mail: your",
    "password stays as it is.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Tazama account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and for 15 minutes. If you did not ask for it, ignore this mail: your password stays as it is.</p>`;
  return { subject: "Reset your Tazama password", text, html };
}
