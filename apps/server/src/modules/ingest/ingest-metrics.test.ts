import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { transcodeMetrics } from "./ingest-metrics.ts";

// Issue 44: a transcode's wall time per minute of its source.

describe("the transcode histogram", () => {
  it("observes seconds per minute of source, and nothing for a source without a length", async () => {
    const registry = new Registry();
    const observe = transcodeMetrics(registry);
    // 30 s for a 2-minute source: 15 s a minute (4× real time).
    observe({ action: "transcode", elapsedMs: 30_000, sourceS: 120 });
    observe({ action: "transcode", elapsedMs: 5_000, sourceS: 0 });
    const text = await registry.metrics();
    const sample = (series: string) =>
      Number(
        text
          .split("\n")
          .find((line) => line.startsWith(`${series} `))
          ?.split(" ")[1],
      );
    const name = "tazama_transcode_seconds_per_source_minute";
    expect(sample(`${name}_sum{action="transcode"}`)).toBe(15);
    expect(sample(`${name}_count{action="transcode"}`)).toBe(1);
    expect(sample(`${name}_bucket{le="10",action="transcode"}`)).toBe(0);
    expect(sample(`${name}_bucket{le="20",action="transcode"}`)).toBe(1);
  });
});
