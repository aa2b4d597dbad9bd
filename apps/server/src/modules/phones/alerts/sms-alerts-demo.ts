import { type Db, schema } from "@tazama/db";
import { eq } from "drizzle-orm";

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A Nigerian mobile block (0913…): the kind of range a pumping run can still reach after the fix. */
const DEMO_PREFIX = "234913";

/**
 * One SMS alert for the console (development only): a Nigerian prefix that reached its hourly
 * budget three hours before the first start, with the codes refused after it. Idempotent.
 */
export async function seedDemoSmsAlert(
  db: Db,
  now: Date,
  budget: number,
): Promise<{ inserted: boolean }> {
  const [present] = await db
    .select({ id: schema.smsAlerts.id })
    .from(schema.smsAlerts)
    .where(eq(schema.smsAlerts.prefix, DEMO_PREFIX))
    .limit(1);
  if (present) return { inserted: false };
  const hourStart = new Date(Math.floor(now.getTime() / HOUR) * HOUR - 3 * HOUR);
  await db.insert(schema.smsAlerts).values({
    prefix: DEMO_PREFIX,
    country: "NG",
    hourStart,
    budget,
    sent: budget,
    refused: 187,
    firstRefusedAt: new Date(hourStart.getTime() + 22 * MINUTE),
    lastRefusedAt: new Date(hourStart.getTime() + 58 * MINUTE),
  });
  return { inserted: true };
}
