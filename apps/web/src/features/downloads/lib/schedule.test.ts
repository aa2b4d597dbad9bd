import { describe, expect, it } from "vitest";
import { inNight, waitingFor } from "./schedule.ts";

describe("download schedule", () => {
  it("keeps a night download inside the night it starts", () => {
    expect([21, 22, 23, 0, 5, 6].map((h) => inNight(h, 22))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([23, 0, 1, 5, 6].map((h) => inNight(h, 1))).toEqual([false, false, true, true, false]);
  });

  it("says what a waiting download waits for", () => {
    const now = { online: true, connection: { type: "wifi" }, hour: 14 };
    const any = { wifiOnly: false, startHour: null };
    expect(waitingFor(any, now)).toBeNull();
    expect(waitingFor(any, { ...now, online: false })).toBe("connection");
    const wifi = { wifiOnly: true, startHour: null };
    expect(waitingFor(wifi, { ...now, connection: { type: "cellular" } })).toBe("wifi");
    // A computer says nothing about its link: not mobile data.
    expect(waitingFor(wifi, { ...now, connection: undefined })).toBeNull();
    expect(waitingFor({ wifiOnly: false, startHour: 23 }, now)).toBe("night");
    expect(waitingFor({ wifiOnly: false, startHour: 23 }, { ...now, hour: 23 })).toBeNull();
  });
});
