/** A WebVTT or SubRip timing: hours optional in WebVTT, a comma before the milliseconds in SubRip. */
const TIMING =
  /^\s*((?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3})(.*)$/;

export type SubtitleParse = { ok: true; vtt: string; cues: number } | { ok: false; reason: string };

function normaliseTime(time: string): string {
  const [clock, fraction = "0"] = time.split(/[.,]/);
  const parts = clock!.split(":").map((p) => p.padStart(2, "0"));
  while (parts.length < 3) parts.unshift("00");
  return `${parts.join(":")}.${fraction.padEnd(3, "0").slice(0, 3)}`;
}

function seconds(time: string): number {
  const [h, m, rest] = time.split(":");
  return Number(h) * 3600 + Number(m) * 60 + Number(rest);
}

/** Cue text as WebVTT reads it: no blank lines, no "-->", SubRip's {\an8} position tags dropped. */
function cleanText(lines: string[]): string[] {
  return lines
    .map((l) =>
      l
        .replace(/\{\\[^}]*\}/g, "")
        .replace(/-->/g, "→")
        .trimEnd(),
    )
    .filter((l) => l.trim() !== "");
}

/**
 * Reads an uploaded caption file (.vtt or .srt, any line endings, with or without a BOM) and
 * writes it as plain WebVTT: one cue per block, times as HH:MM:SS.mmm, cue settings kept for
 * WebVTT input. Refuses a file with no readable cue or a cue that ends before it starts.
 */
export function toWebVtt(input: string): SubtitleParse {
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const isVtt = /^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text);
  const blocks = text.split(/\n{2,}/);
  const cues: string[] = [];
  for (const [index, block] of blocks.entries()) {
    const lines = block.split("\n");
    if (isVtt && index === 0) continue; // the header block
    if (isVtt && /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? "")) continue;
    const at = lines.findIndex((l) => l.includes("-->"));
    if (at < 0 || at > 1) continue;
    const timing = TIMING.exec(lines[at]!);
    if (!timing) {
      return { ok: false, reason: `Cue ${cues.length + 1} has a timing we cannot read.` };
    }
    const start = normaliseTime(timing[1]!);
    const end = normaliseTime(timing[2]!);
    if (seconds(end) < seconds(start)) {
      return { ok: false, reason: `Cue ${cues.length + 1} ends before it starts.` };
    }
    const settings = isVtt ? timing[3]!.trim() : "";
    const body = cleanText(lines.slice(at + 1));
    if (body.length === 0) continue;
    cues.push(`${start} --> ${end}${settings ? ` ${settings}` : ""}\n${body.join("\n")}`);
  }
  if (cues.length === 0) {
    return {
      ok: false,
      reason: "This file has no captions we can read. Upload WebVTT (.vtt) or SubRip (.srt).",
    };
  }
  return { ok: true, vtt: `WEBVTT\n\n${cues.join("\n\n")}\n`, cues: cues.length };
}

/** How many cues a stored WebVTT track holds. */
export function countCues(vtt: string): number {
  return vtt.split("\n").filter((l) => l.includes("-->")).length;
}
