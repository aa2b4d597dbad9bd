import { z } from "zod";
import { SMS_TIMEOUT_MS, SmsSendError, type SmsSender, jsonOrNull } from "./sms-sender.ts";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

const errorSchema = z.object({ code: z.number(), message: z.string() }).loose();

/** 21211 invalid 'To', 21614 not a mobile number, 21610 the number has opted out (STOP). */
const NUMBER_REJECTED = new Set([21211, 21614, 21610]);

/**
 * Twilio Programmable Messaging: POST {base}/2010-04-01/Accounts/{sid}/Messages.json with HTTP
 * basic auth (sid, token), form-encoded `To`, `From`, `Body`; 201 with the message resource,
 * else `{code, message}`.
 */
export function twilioSender(settings: TwilioSettings): SmsSender {
  const name = "twilio";
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64");
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  return {
    name,
    async send(to, text) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${auth}`,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ To: to, From: settings.from, Body: text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new SmsSendError(name, `unreachable (${(error as Error).name})`);
      });
      if (response.status === 201) return;
      const failure = errorSchema.safeParse(await jsonOrNull(response));
      if (!failure.success) throw new SmsSendError(name, `HTTP ${response.status}`);
      throw new SmsSendError(
        name,
        `${failure.data.code} (HTTP ${response.status})`,
        NUMBER_REJECTED.has(failure.data.code),
      );
    },
  };
}
