import type { SubmissionStatus } from "@tazama/contracts";
import { escapeHtml } from "../../lib/escape-html.ts";

const WHAT_NEXT: Record<Exclude<SubmissionStatus, "draft">, string> = {
  received:
    "We have your submission. Our programming team reads every one; we will write when it is in review.",
  in_review:
    "Our programming team is watching your film now. We will write again with our decision.",
  accepted:
    "Good news: we would like to bring your film to Tazama. Our team will contact you about the licence and the files.",
  declined: "Thank you for thinking of Tazama. We will not take this film on for now.",
};

const SUBJECT: Record<Exclude<SubmissionStatus, "draft">, string> = {
  received: "We received your film",
  in_review: "Your film is in review",
  accepted: "Your film is accepted",
  declined: "About your film",
};

/** The mail a submitter gets at each step, with the reference and the status page. */
export function submissionMail(input: {
  name: string;
  title: string;
  reference: string;
  status: Exclude<SubmissionStatus, "draft">;
  note: string | null;
  link: string;
}) {
  const lines = [
    `Hello ${input.name},`,
    "",
    `"${input.title}" — reference ${input.reference}`,
    "",
    WHAT_NEXT[input.status],
    ...(input.note ? ["", input.note] : []),
    "",
    "Where it stands:",
    input.link,
  ];
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>&ldquo;${escapeHtml(input.title)}&rdquo; &mdash; reference <strong>${escapeHtml(input.reference)}</strong></p>
<p>${escapeHtml(WHAT_NEXT[input.status])}</p>
${input.note ? `<p>${escapeHtml(input.note)}</p>` : ""}
<p><a href="${escapeHtml(input.link)}">Where it stands</a></p>`;
  return {
    subject: `${SUBJECT[input.status]}: ${input.title} (${input.reference})`,
    text: lines.join("\n"),
    html,
  };
}
