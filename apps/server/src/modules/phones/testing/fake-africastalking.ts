import { startFakeHttpServer } from "../../../../test/fake-http-server.ts";

export interface SentSms {
  to: string;
  message: string;
  from: string | null;
}

/**
 * A local Africa's Talking speaking its documented SMS endpoint: POST /version1/messaging with
 * header `apiKey` and a form (`username`, `to` — comma-separated —, `message`, `from`), answering
 * 201 with `SMSMessageData.Recipients[]` (101 Success; 403 InvalidPhoneNumber for a malformed
 * number, 406 UserInBlacklist for a blacklisted one). `down` makes it answer 500.
 */
export async function startFakeAfricasTalking(creds: { username: string; apiKey: string }) {
  const sent: SentSms[] = [];
  const blacklist = new Set<string>();
  const state = { down: false };
  const server = await startFakeHttpServer((req) => {
    if (req.method !== "POST" || req.path !== "/version1/messaging") {
      return { status: 404, body: { message: "Not found" } };
    }
    if (req.headers.apikey !== creds.apiKey) {
      return { status: 401, body: "The supplied authentication is invalid" };
    }
    if (state.down) return { status: 500, body: "Internal Server Error" };
    const form = new URLSearchParams(typeof req.body === "string" ? req.body : "");
    if (form.get("username") !== creds.username) {
      return { status: 401, body: "The supplied authentication is invalid" };
    }
    const message = form.get("message") ?? "";
    if (!message) return { status: 400, body: "Must have message set" };
    const recipients = (form.get("to") ?? "").split(",").map((number) => {
      if (!/^\+[1-9]\d{7,14}$/.test(number)) {
        return {
          statusCode: 403,
          number,
          status: "InvalidPhoneNumber",
          cost: "0",
          messageId: "None",
        };
      }
      if (blacklist.has(number)) {
        return { statusCode: 406, number, status: "UserInBlacklist", cost: "0", messageId: "None" };
      }
      sent.push({ to: number, message, from: form.get("from") });
      return {
        statusCode: 101,
        number,
        status: "Success",
        cost: "KES 0.8000",
        messageId: `ATXid_${sent.length}`,
      };
    });
    const ok = recipients.filter((r) => r.statusCode === 101).length;
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: `Sent to ${ok}/${recipients.length} Total Cost: KES ${(ok * 0.8).toFixed(4)}`,
          Recipients: recipients,
        },
      },
    };
  });
  return { ...server, sent, blacklist, state };
}
export type FakeAfricasTalking = Awaited<ReturnType<typeof startFakeAfricasTalking>>;
