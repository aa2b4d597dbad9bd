import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import {
  PHONE_CODE_RULES as RULES,
  PHONE_ERRORS,
  type PhoneCodeSent,
  type PhoneErrorCode,
  type PhoneStatus,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, tooManyRequests } from "../../lib/http-error.ts";
import type { PhonesRepository, Tx } from "./phones.repository.ts";
import { smsDestination } from "./sms/sms-destination.ts";
import { type FailoverSender, SmsSendError } from "./sms/sms-sender.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * 60 * MINUTE;

export const phoneError = (
  status: number,
  code: PhoneErrorCode,
  message: string = PHONE_ERRORS[code],
) => new HttpError(status, code, message);

const hashCode = (id: string, code: string) =>
  createHash("sha256").update(`${id}:${code}`).digest();

/**
 * The SMS text: the code, how long it lasts, and a last line `@host #code` so Android Chrome
 * offers to fill it in (WebOTP) on the page that asked.
 */
export function codeMessage(code: string, host: string): string {
  return `Your Tazama code is ${code}. It expires in ${RULES.ttlS / 60} minutes. Never share it.\n\n@${host} #${code}`;
}

/** Why a destination is refused, as the viewer is told (ADR 0056). */
const REFUSED = {
  invalid: () => phoneError(400, "phone/invalid-number"),
  type: () => phoneError(400, "phone/number-not-supported"),
  country: () => phoneError(400, "phone/country-not-served"),
} as const;

/**
 * Phone verification: a 6-digit code by SMS proves a number (issue 17). Limits against SMS
 * pumping are counted from the codes sent, per number and per account (never per address:
 * many viewers share one behind carrier NAT), and per destination prefix per hour for everyone
 * at once (issue 39); codes go only to mobile or fixed numbers of the served countries.
 */
export function createPhonesService(deps: {
  repo: PhonesRepository;
  clock: Clock;
  sms: FailoverSender | null;
  host: string;
  log: (message: string) => void;
  /** SMS_COUNTRIES: the countries codes may go to. */
  countries: readonly string[];
  /** SMS_PREFIX_BUDGET_PER_HOUR: codes per destination prefix in any hour, all accounts. */
  prefixBudget: number;
}) {
  const { repo, clock, sms } = deps;

  /** 429 until a window's oldest code leaves it. */
  function limit(
    used: { count: number; oldest: Date | null },
    max: number,
    windowMs: number,
    now: Date,
  ) {
    if (used.count < max) return;
    const until = (used.oldest?.getTime() ?? now.getTime()) + windowMs;
    throw tooManyRequests(
      "phone/too-many-codes",
      PHONE_ERRORS["phone/too-many-codes"],
      until - now.getTime(),
    );
  }

  /**
   * The global budget of codes per destination prefix per hour (every account, every process:
   * counted in the database under the prefix's lock). Null while there is room; else the time
   * the oldest code of the hour leaves it, after raising the hour's alert (one per prefix).
   */
  async function prefixFull(
    tx: Tx,
    { prefix, country }: { prefix: string; country: string },
    now: Date,
  ): Promise<number | null> {
    const range = await repo.prefixWindow(tx, prefix, new Date(now.getTime() - HOUR));
    if (range.count < deps.prefixBudget) return null;
    const first = await repo.raiseAlert(tx, {
      prefix,
      country,
      hourStart: new Date(Math.floor(now.getTime() / HOUR) * HOUR),
      budget: deps.prefixBudget,
      sent: range.count,
      at: now,
    });
    if (first) {
      deps.log(
        `SMS budget: +${prefix}… had ${range.count} codes in an hour (budget ${deps.prefixBudget}); refusing more, alert raised`,
      );
    }
    return (range.oldest?.getTime() ?? now.getTime()) + HOUR;
  }

  return {
    async status(userId: string): Promise<PhoneStatus> {
      const row = await repo.phoneOf(userId);
      return { phone_number: row?.phone ?? null, verified: Boolean(row?.phone && row.verifiedAt) };
    },

    /** The number M-Pesa may charge for this account: its proven one, else null. */
    async verifiedPhone(userId: string): Promise<string | null> {
      const row = await repo.phoneOf(userId);
      return row?.phone && row.verifiedAt ? row.phone : null;
    },

    async sendCode(userId: string, phone: string): Promise<PhoneCodeSent> {
      const destination = smsDestination(phone, deps.countries);
      if (!destination.ok) throw REFUSED[destination.reason]();
      if (!sms) throw phoneError(503, "phone/sms-unavailable");
      const now = clock.now();
      const id = randomUUID();
      const code = String(randomInt(0, 10 ** RULES.digits)).padStart(RULES.digits, "0");
      // The time the prefix's budget frees up when it is spent (the refusal is committed first:
      // its alert must stay).
      const busyUntil = await repo.withNumberLocked(phone, async (tx) => {
        const mine = await repo.phoneOf(userId, tx);
        if (mine?.phone === phone && mine.verifiedAt)
          throw phoneError(409, "phone/already-verified");
        if (await repo.verifiedHolder(phone, userId, tx)) {
          throw phoneError(409, "auth/phone-already-in-use");
        }
        const counts = await repo.sendCounts(tx, userId, phone, now);
        const wait = (counts.lastByAccount?.getTime() ?? 0) + RULES.resendAfterS * 1000;
        if (wait > now.getTime()) {
          throw tooManyRequests(
            "phone/resend-too-soon",
            PHONE_ERRORS["phone/resend-too-soon"],
            wait - now.getTime(),
          );
        }
        limit(counts.toNumberSince10Min, RULES.perNumberPer10Min, 10 * MINUTE, now);
        limit(counts.toNumberSinceDay, RULES.perNumberPerDay, DAY, now);
        limit(counts.byAccountSinceDay, RULES.perAccountPerDay, DAY, now);
        const full = await prefixFull(tx, destination, now);
        if (full !== null) return full;
        await repo.insertCode(tx, {
          id,
          userId,
          phone,
          prefix: destination.prefix,
          codeHash: hashCode(id, code).toString("hex"),
          expiresAt: new Date(now.getTime() + RULES.ttlS * 1000),
          provider: "pending",
          createdAt: now,
        });
        return null;
      });
      if (busyUntil !== null) {
        throw tooManyRequests(
          "phone/range-busy",
          PHONE_ERRORS["phone/range-busy"],
          busyUntil - now.getTime(),
        );
      }
      try {
        await repo.setProvider(id, await sms.send(phone, codeMessage(code, deps.host)));
      } catch (error) {
        await repo.deleteCode(id);
        if (error instanceof SmsSendError && error.numberRejected) {
          throw phoneError(400, "phone/sms-failed");
        }
        deps.log(`no SMS provider took the code: ${(error as Error).message}`);
        throw phoneError(502, "phone/sms-failed");
      }
      return {
        phone_number: phone,
        expiresAt: new Date(now.getTime() + RULES.ttlS * 1000).toISOString(),
        resendAt: new Date(now.getTime() + RULES.resendAfterS * 1000).toISOString(),
      };
    },

    async verify(userId: string, phone: string, code: string): Promise<PhoneStatus> {
      const now = clock.now();
      const row = await repo.latestOpenCode(userId, phone);
      if (!row || row.expiresAt <= now || row.attempts >= RULES.maxAttempts) {
        throw phoneError(400, "phone/code-expired");
      }
      const attempts = await repo.spendAttempt(row.id, RULES.maxAttempts);
      if (attempts === null) throw phoneError(400, "phone/code-expired");
      const right = timingSafeEqual(Buffer.from(row.codeHash, "hex"), hashCode(row.id, code));
      if (!right) {
        const left = RULES.maxAttempts - attempts;
        if (left === 0) throw phoneError(400, "phone/code-expired");
        throw phoneError(
          400,
          "phone/wrong-code",
          `${PHONE_ERRORS["phone/wrong-code"]} ${left} ${left === 1 ? "try" : "tries"} left.`,
        );
      }
      const claimed = await repo.claim(row.id, userId, phone, now);
      if (claimed === "taken") throw phoneError(409, "auth/phone-already-in-use");
      if (claimed === "used") throw phoneError(400, "phone/code-expired");
      return { phone_number: phone, verified: true };
    },
  };
}

export type PhonesService = ReturnType<typeof createPhonesService>;
