import { z } from "zod";
import { SMS_TIMEOUT_MS, SmsSendError, type SmsSender, jsonOrNull } from "./sms-sender.ts";

export interface AfricasTalkingSettings {
  username: string;
  apiKey: string;
  senderId?: string | undefined;
  baseUrl: string;
}

const responseSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string(),
    Recipients: z.array(
      z.object({ statusCode: z.number(), status: z.string(), number: z.string() }).loose(),
    ),
  }),
});

/** 100 Processed, 101 Sent, 102 Queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** 403 InvalidPhoneNumber, 404 UnsupportedNumberType, 406 UserInBlacklist. */
const NUMBER_REJECTED = new Set([403, 404, 406]);

/**
 * Africa's Talking bulk SMS: POST {base}/version1/messaging, form-encoded `username`, `to`,
 * `message` (and `from`, an approved sender id), header `apiKey`; 201 with
 * `SMSMessageData.Recipients[].statusCode` per number.
 */
export function africasTalkingSender(settings: AfricasTalkingSettings): SmsSender {
  const name = "africastalking";
  return {
    name,
    async send(to, text) {
      const form = new URLSearchParams({ username: settings.username, to, message: text });
      if (settings.senderId) form.set("from", settings.senderId);
      const response = await fetch(`${settings.baseUrl.replace(/\/+$/, "")}/version1/messaging`, {
        method: "POST",
        headers: {
          apiKey: settings.apiKey,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new SmsSendError(name, `unreachable (${(error as Error).name})`);
      });
      const parsed = responseSchema.safeParse(await jsonOrNull(response));
      if (!response.ok || !parsed.success) {
        throw new SmsSendError(name, `HTTP ${response.status}`);
      }
      const recipient = parsed.data.SMSMessageData.Recipients[0];
      if (!recipient) throw new SmsSendError(name, parsed.data.SMSMessageData.Message);
      if (ACCEPTED.has(recipient.statusCode)) return;
      throw new SmsSendError(
        name,
        `${recipient.statusCode} ${recipient.status}`,
        NUMBER_REJECTED.has(recipient.statusCode),
      );
    },
  };
}
