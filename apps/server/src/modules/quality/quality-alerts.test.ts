import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { ManualClock } from "../../lib/clock.ts";
import { QUALITY_ALERT_TEXTS, alertMail, alertTexts } from "./quality-alert-texts.ts";
import {
  ALERT_WINDOW_MS,
  type AlertRule,
  type AlertThresholds,
  type WindowBeacon,
  evaluateQualityAlerts,
  windowFigures,
} from "./quality-alerts.ts";

// Issue 44 (ADR 0076): a rule over the last 10 minutes' beacons, with a minimum of plays, told
// once when it breaks and once when it is over.

const THRESHOLDS: AlertThresholds = { failurePct: 5, startupP95Ms: 8_000, minPlays: 20 };
const MINUTE = 60_000;

/** `count` viewings received `minutesAgo` before `now`: started in `startupMs`, or failed. */
function viewings(
  now: Date,
  count: number,
  minutesAgo: number,
  kind: { startupMs: number } | "failed-before-start" | "left-before-start",
): WindowBeacon[] {
  const receivedAt = new Date(now.getTime() - minutesAgo * MINUTE);
  return Array.from({ length: count }, () =>
    typeof kind === "object"
      ? { receivedAt, startupMs: kind.startupMs, failed: false, endedBeforeStart: false }
      : {
          receivedAt,
          startupMs: null,
          failed: kind === "failed-before-start",
          endedBeforeStart: true,
        },
  );
}

const none = new Set<AlertRule>();

describe("the quality alert rule", () => {
  it("breaks on failures over the threshold, counting only the last 10 minutes", () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 29, 12));
    const beacons = [
      ...viewings(clock.now(), 27, 3, { startupMs: 1_200 }),
      ...viewings(clock.now(), 3, 5, "failed-before-start"),
      // Older than the window: not counted.
      ...viewings(clock.now(), 50, 11, "failed-before-start"),
    ];
    const { figures, changes } = evaluateQualityAlerts({
      beacons,
      now: clock.now(),
      thresholds: THRESHOLDS,
      open: none,
    });
    expect(figures).toMatchObject({ plays: 30, failures: 3, failurePct: 10, startupP95Ms: 1_200 });
    expect(changes).toEqual([
      { rule: "failures", change: "breach", value: 10, threshold: 5, plays: 30 },
    ]);
  });

  it("breaks on the 95th-percentile startup, not on the mean", () => {
    const now = new Date(Date.UTC(2026, 10, 29, 12));
    // 18 quick starts and 2 slow ones: p95 (nearest rank, the 19th of 20) is slow.
    const beacons = [
      ...viewings(now, 18, 2, { startupMs: 900 }),
      ...viewings(now, 2, 1, { startupMs: 12_000 }),
    ];
    const { figures, changes } = evaluateQualityAlerts({
      beacons,
      now,
      thresholds: THRESHOLDS,
      open: none,
    });
    expect(figures.startupP95Ms).toBe(12_000);
    expect(changes).toEqual([
      { rule: "startup", change: "breach", value: 12_000, threshold: 8_000, plays: 20 },
    ]);
    // One slow start of 20 is the 5 % a p95 allows.
    const fine = [
      ...viewings(now, 19, 2, { startupMs: 900 }),
      ...viewings(now, 1, 1, { startupMs: 30_000 }),
    ];
    expect(windowFigures(fine, now).startupP95Ms).toBe(900);
  });

  it("says nothing with fewer plays than the minimum: one viewer cannot set it off", () => {
    const now = new Date(Date.UTC(2026, 10, 29, 12));
    const beacons = [
      ...viewings(now, 10, 1, "failed-before-start"),
      ...viewings(now, 9, 1, { startupMs: 40_000 }),
    ];
    expect(
      evaluateQualityAlerts({ beacons, now, thresholds: THRESHOLDS, open: none }).changes,
    ).toEqual([]);
    // Nor clears an open breach: too few plays say nothing either way.
    const open = new Set<AlertRule>(["failures", "startup"]);
    const quiet = viewings(now, 3, 1, { startupMs: 500 });
    expect(
      evaluateQualityAlerts({ beacons: quiet, now, thresholds: THRESHOLDS, open }).changes,
    ).toEqual([]);
  });

  it("tells a breach once: while it lasts nothing changes, and its end is a recovery", () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 29, 12));
    const bad = viewings(clock.now(), 20, 0, "failed-before-start");
    const open = new Set<AlertRule>(["failures"]);
    expect(
      evaluateQualityAlerts({ beacons: bad, now: clock.now(), thresholds: THRESHOLDS, open })
        .changes,
    ).toEqual([]);
    // Ten minutes on, the failures have left the window; 20 good plays came since.
    clock.advance(ALERT_WINDOW_MS);
    const good = [...bad, ...viewings(clock.now(), 20, 1, { startupMs: 1_500 })];
    expect(
      evaluateQualityAlerts({ beacons: good, now: clock.now(), thresholds: THRESHOLDS, open })
        .changes,
    ).toEqual([{ rule: "failures", change: "recovery", value: 0, threshold: 5, plays: 20 }]);
  });

  it("counts a play once: a viewer who left before the first frame is a play, not a failure", () => {
    const now = new Date(Date.UTC(2026, 10, 29, 12));
    const figures = windowFigures(
      [...viewings(now, 3, 1, "left-before-start"), ...viewings(now, 1, 1, "failed-before-start")],
      now,
    );
    expect(figures).toMatchObject({ plays: 4, failures: 1, failurePct: 25, startups: 0 });
    expect(figures.startupP95Ms).toBeNull();
  });
});

describe("the quality alert's texts", () => {
  it("are written in every language", () => {
    expect(catalogueProblems(QUALITY_ALERT_TEXTS)).toEqual([]);
  });

  it("say the figure, the plays and the threshold, in seconds for startups", () => {
    const breach = {
      rule: "startup",
      change: "breach",
      value: 12_340,
      threshold: 8_000,
      plays: 40,
    } as const;
    expect(alertTexts(breach, "en")).toEqual({
      title: "Slow starts: 95% of plays within 12.3 s",
      body: "In the last 10 minutes, one play in 20 of 40 took more than 12.3 s to start. The alert is set at 8 s.",
    });
    expect(alertTexts({ ...breach, rule: "failures", value: 12.5, threshold: 5 }, "fr").title).toBe(
      "Échecs de lecture à 12.5 %",
    );
    const mail = alertMail(
      { ...breach, change: "recovery", value: 2_000 },
      { name: "Amina Wanjiru", link: "https://tazama.test/admin/quality", language: "sw" },
    );
    expect(mail.subject).toBe("Kuanza kumerudi chini ya sekunde 8");
    expect(mail.text).toContain("https://tazama.test/admin/quality");
    expect(mail.text).toContain("95% ya michezo 40 ilianza ndani ya sekunde 2.");
  });
});
