import { escapeHtml } from "../../lib/escape-html.ts";

/** Mail to someone who asked for a title, now on Tazama: plain text first, with the link. */
export function requestAvailableMail({
  name,
  title,
  link,
}: {
  name: string;
  title: string;
  link: string;
}) {
  const text = [
    `Hello ${name},`,
    "",
    `You asked us for "${title}". It is on Tazama now:`,
    "",
    link,
    "",
    "Thank you for telling us what you want to watch.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>You asked us for &ldquo;${escapeHtml(title)}&rdquo;. It is on Tazama now.</p>
<p><a href="${escapeHtml(link)}">Watch ${escapeHtml(title)}</a></p>
<p>Thank you for telling us what you want to watch.</p>`;
  return { subject: `"${title}" is on Tazama`, text, html };
}
