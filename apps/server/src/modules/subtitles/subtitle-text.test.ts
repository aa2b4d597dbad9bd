import { describe, expect, it } from "vitest";
import { countCues, toWebVtt } from "./subtitle-text.ts";

describe("toWebVtt", () => {
  it("converts SubRip: commas to dots, CRLF and a BOM gone, indexes and position tags dropped", () => {
    const srt =
      "\uFEFF1\r\n00:00:01,000 --> 00:00:04,500\r\n{\\an8}Karibu Lagos.\r\n\r\n" +
      "2\r\n00:00:05,250 --> 00:00:08,000\r\n<i>Mama?</i>\r\nI am home.\r\n";
    const result = toWebVtt(srt);
    expect(result).toEqual({
      ok: true,
      cues: 2,
      vtt:
        "WEBVTT\n\n00:00:01.000 --> 00:00:04.500\nKaribu Lagos.\n\n" +
        "00:00:05.250 --> 00:00:08.000\n<i>Mama?</i>\nI am home.\n",
    });
  });

  it("keeps WebVTT cues and their settings, adds hours, skips NOTE and STYLE blocks", () => {
    const vtt =
      "WEBVTT - demo\n\nNOTE written by hand\n\nSTYLE\n::cue { color: red }\n\n" +
      "intro\n00:01.000 --> 00:03.000 line:10%\nHello\n";
    const result = toWebVtt(vtt);
    expect(result).toEqual({
      ok: true,
      cues: 1,
      vtt: "WEBVTT\n\n00:00:01.000 --> 00:00:03.000 line:10%\nHello\n",
    });
    if (result.ok) expect(countCues(result.vtt)).toBe(1);
  });

  it("refuses a file with no cues, a bad timing, or a cue that ends before it starts", () => {
    expect(toWebVtt("just some words")).toMatchObject({ ok: false });
    expect(toWebVtt("1\n00:00:01,000 --> soon\nHi\n")).toEqual({
      ok: false,
      reason: "Cue 1 has a timing we cannot read.",
    });
    expect(toWebVtt("1\n00:00:05,000 --> 00:00:01,000\nHi\n")).toEqual({
      ok: false,
      reason: "Cue 1 ends before it starts.",
    });
  });

  it("does not let cue text close the cue early", () => {
    const result = toWebVtt("1\n00:00:01,000 --> 00:00:02,000\nA --> B\n");
    expect(result.ok && result.vtt).toContain("A → B");
  });
});
