import type { MediaVideo } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { sourceI18n } from "../../../lib/i18n/i18n.ts";
import { dataSizes } from "./format-bytes.ts";

const ready = (sizes: [string, number, number][]): MediaVideo => ({
  status: "ready",
  durationS: 6000,
  qualities: sizes.map(([name, height, bytesTotal]) => ({ name, height, bytesTotal })),
});

describe("dataSizes", () => {
  it("labels each quality of the main video", () => {
    const sizes = dataSizes(
      {
        ref: "x",
        main: ready([
          ["144p", 144, 105_000_000],
          ["720p", 720, 1_230_000_000],
        ]),
        trailer: ready([["144p", 144, 2_000_000]]),
      },
      sourceI18n,
    );
    expect(sizes).toEqual({
      of: "main",
      entries: [
        { key: "144p", label: "144p · 105 MB" },
        { key: "720p", label: "720p · 1.2 GB" },
      ],
    });
  });

  it("falls back to the trailer while the main video is missing or not ready", () => {
    const trailer = ready([["240p", 240, 3_400_000]]);
    for (const main of [null, { status: "processing" as const, durationS: null, qualities: [] }]) {
      expect(dataSizes({ ref: "x", main, trailer }, sourceI18n)).toEqual({
        of: "trailer",
        entries: [{ key: "240p", label: "240p · 3.4 MB" }],
      });
    }
  });

  it("is null when no video is ready", () => {
    expect(dataSizes(undefined, sourceI18n)).toBeNull();
    expect(
      dataSizes(
        {
          ref: "x",
          main: null,
          trailer: { status: "failed", durationS: null, qualities: [] },
        },
        sourceI18n,
      ),
    ).toBeNull();
  });
});
