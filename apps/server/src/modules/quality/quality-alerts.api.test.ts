import type { NotificationList, QualityBeacon } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueIp,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";
import "./quality.public.ts";

// Issue 44 (ADR 0076): when the last 10 minutes' beacons break a rule, every admin is told in the
// app and by mail, in their language, once per breach, and once more when it is over.

const MINUTE = 60_000;
const REF = "highlife-at-the-palm-grove";
const run = Math.random().toString(36).slice(2, 8);
let n = 0;

let app: FastifyInstance;
let clock: ManualClock;
let admin: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  const { database } = await getTestApp();
  ({ app, clock } = await buildClockedApp(database, {
    QUALITY_ALERT_FAILURE_PCT: "10",
    QUALITY_ALERT_MIN_PLAYS: "20",
  }));
  // A minute of its own, years ahead: no other test's beacons fall in its window.
  const at = Date.UTC(2041, 0, 1) + Math.floor(Math.random() * 100_000) * 10 * MINUTE;
  clock.advance(at - clock.now().getTime());
  [admin, viewer] = await Promise.all([
    createTestUser(app, database, { role: "admin" }),
    createTestUser(app, database),
  ]);
  // This admin reads French.
  await database.db
    .update(schema.users)
    .set({ locale: "fr-FR" })
    .where(eq(schema.users.id, admin.uid));
});
afterAll(async () => {
  await app.close();
});

/** One viewing's one beacon: started after `startupMs`, or failed before its first frame. */
async function play(outcome: { startupMs: number } | "failed") {
  n += 1;
  const beacon: QualityBeacon = {
    v: 1,
    id: `alert${run}${n}`.padEnd(8, "x"),
    s: 0,
    ref: REF,
    k: "m",
    n: "3g",
    w: 0,
    f: 1,
    ...(outcome === "failed" ? { x: 1, fa: 1 } : { su: outcome.startupMs }),
  };
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/quality/beacons",
    remoteAddress: uniqueIp(),
    headers: { "content-type": "text/plain;charset=UTF-8" },
    payload: JSON.stringify(beacon),
  });
  expect(res.statusCode, res.body).toBe(204);
}

const bell = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/users/notifications", headers: { cookie: user.cookie } })
  ).json<NotificationList>();
const alertsIn = async (user: TestUser) =>
  (await bell(user)).items.filter((i) => i.kind.startsWith("quality-"));
const mailTo = async (email: string) =>
  (await app.inject({ url: "/dev/mailbox.json" }))
    .json<{ messages: { to: string; subject: string; text: string }[] }>()
    .messages.filter((m) => m.to === email);
/** A counter's value in this app's /metrics: the sample of `name` with every one of `labels`. */
const counted = async (name: string, labels: string[]) => {
  const text = (await app.inject({ url: "/metrics" })).body;
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
};
const alertsCounted = (change: string) =>
  counted("tazama_quality_alerts_total", [`change="${change}"`]);
const mailsSent = () => counted("tazama_mail_total", ['transport="dev-outbox"', 'outcome="sent"']);

describe("quality alerts", () => {
  it("tell every admin once when failures pass the threshold, and once when they are over", async () => {
    // 18 good starts and 4 failures in the last few minutes: 4 of 22 plays failed (18 %).
    clock.advance(-4 * MINUTE);
    for (let i = 0; i < 18; i += 1) await play({ startupMs: 1_100 + i * 10 });
    clock.advance(2 * MINUTE);
    for (let i = 0; i < 4; i += 1) await play("failed");
    clock.advance(2 * MINUTE);

    const sentBefore = await mailsSent();
    expect(await app.qualityAlerts.check()).toBe(1);
    const [told] = await alertsIn(admin);
    expect(told).toMatchObject({
      kind: "quality-alert",
      title: "Échecs de lecture à 18.18 %",
      body: "Ces 10 dernières minutes, 18.18 % des 22 lectures ont échoué. L’alerte est réglée à 10 %.",
      link: "/admin/quality",
      read: false,
    });
    const [mail] = await mailTo(admin.email);
    expect(mail?.subject).toBe("Échecs de lecture à 18.18 %");
    expect(mail?.text).toMatch(/^Bonjour /);
    expect(mail?.text).toContain("/admin/quality");
    // A viewer is told nothing.
    expect(await alertsIn(viewer)).toEqual([]);
    expect(await alertsCounted("breach")).toBe(1);
    // Every admin of the database is mailed, this one among them.
    expect(await mailsSent()).toBeGreaterThan(sentBefore);

    // A minute on, the breach lasts: nothing new, in the app or by mail.
    clock.advance(MINUTE);
    expect(await app.qualityAlerts.check()).toBe(0);
    expect(await alertsIn(admin)).toHaveLength(1);
    expect(await mailTo(admin.email)).toHaveLength(1);

    // Ten minutes on the failures have left the window, and 20 good plays came: it is over.
    clock.advance(10 * MINUTE);
    for (let i = 0; i < 20; i += 1) await play({ startupMs: 900 });
    expect(await app.qualityAlerts.check()).toBe(1);
    const alerts = await alertsIn(admin);
    expect(alerts.map((a) => a.kind).sort()).toEqual(["quality-alert", "quality-recovered"]);
    expect(alerts.find((a) => a.kind === "quality-recovered")?.title).toBe(
      "Les échecs de lecture sont repassés sous 10 %",
    );
    expect(await mailTo(admin.email)).toHaveLength(2);
    expect(await app.qualityAlerts.check()).toBe(0);
    expect(await alertsCounted("recovery")).toBe(1);
  });
});
