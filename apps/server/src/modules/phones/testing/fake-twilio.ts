import { startFakeHttpServer } from "../../../../test/fake-http-server.ts";
import type { SentSms } from "./fake-africastalking.ts";

/**
 * A local Twilio speaking its documented Messages endpoint: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form (`To`, `From`, `Body`),
 * answering 201 with the message resource, or 400 `{code: 21211}` for an invalid `To`.
 */
export async function startFakeTwilio(creds: { accountSid: string; authToken: string }) {
  const sent: SentSms[] = [];
  const basic = `Basic ${Buffer.from(`${creds.accountSid}:${creds.authToken}`).toString("base64")}`;
  const server = await startFakeHttpServer((req) => {
    if (
      req.method !== "POST" ||
      req.path !== `/2010-04-01/Accounts/${creds.accountSid}/Messages.json`
    ) {
      return {
        status: 404,
        body: { code: 20404, message: "The requested resource was not found", status: 404 },
      };
    }
    if (req.headers.authorization !== basic) {
      return { status: 401, body: { code: 20003, message: "Authenticate", status: 401 } };
    }
    const form = new URLSearchParams(typeof req.body === "string" ? req.body : "");
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{7,14}$/.test(to)) {
      return {
        status: 400,
        body: {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        },
      };
    }
    sent.push({ to, message: form.get("Body") ?? "", from: form.get("From") });
    return {
      status: 201,
      body: {
        sid: `SM${String(sent.length).padStart(32, "0")}`,
        status: "queued",
        to,
        from: form.get("From"),
        body: form.get("Body"),
      },
    };
  });
  return { ...server, sent };
}
export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
