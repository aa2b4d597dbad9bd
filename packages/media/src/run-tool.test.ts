import { describe, expect, it } from "vitest";
import { runTool } from "./run-tool.ts";

describe("runTool", () => {
  it("resolves with stdout, and rejects with the tool's stderr when it fails", async () => {
    expect(await runTool("sh", ["-c", "echo out"])).toBe("out\n");
    await expect(runTool("sh", ["-c", "echo broken >&2; exit 3"])).rejects.toThrow(
      "sh exited with 3: broken",
    );
  });

  it("stops the tool when its signal is aborted (a worker that is shutting down)", async () => {
    const stop = new AbortController();
    const running = runTool("sh", ["-c", "echo started; exec sleep 60"], {
      signal: stop.signal,
      onLine: (line) => {
        if (line === "started") stop.abort();
      },
    });
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
  });
});
