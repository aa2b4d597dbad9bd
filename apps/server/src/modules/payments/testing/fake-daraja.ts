import { randomBytes } from "node:crypto";
import { startFakeHttpServer } from "../../../../test/fake-http-server.ts";

export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

interface StkRequest {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  result: { code: number; desc: string } | null;
}

/**
 * A local Daraja speaking its documented endpoints: GET /oauth/v1/generate (basic auth),
 * POST /mpesa/stkpush/v1/processrequest and POST /mpesa/stkpushquery/v1/query (Bearer token),
 * checking the password (base64 of shortcode + passkey + timestamp) and the fields' formats.
 */
export async function startFakeDaraja(creds: DarajaCredentials) {
  const tokens = new Set<string>();
  const stk = new Map<string, StkRequest>();
  const basic = `Basic ${Buffer.from(`${creds.consumerKey}:${creds.consumerSecret}`).toString("base64")}`;
  const invalidToken = {
    status: 401,
    body: { requestId: "fake", errorCode: "404.001.03", errorMessage: "Invalid Access Token" },
  };
  const badRequest = (message: string) => ({
    status: 400,
    body: {
      requestId: "fake",
      errorCode: "400.002.02",
      errorMessage: `Bad Request - Invalid ${message}`,
    },
  });
  const passwordOk = (body: Record<string, unknown>) =>
    body.Password ===
      Buffer.from(`${creds.shortcode}${creds.passkey}${String(body.Timestamp)}`).toString(
        "base64",
      ) &&
    /^\d{14}$/.test(String(body.Timestamp)) &&
    String(body.BusinessShortCode) === creds.shortcode;

  const server = await startFakeHttpServer((req) => {
    if (req.method === "GET" && req.path === "/oauth/v1/generate?grant_type=client_credentials") {
      if (req.headers.authorization !== basic) {
        return {
          status: 400,
          body: { errorCode: "400.008.01", errorMessage: "Invalid Authentication passed" },
        };
      }
      const token = randomBytes(12).toString("base64url");
      tokens.add(token);
      return { status: 200, body: { access_token: token, expires_in: "3599" } };
    }
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(bearer)) return invalidToken;
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (req.method === "POST" && req.path === "/mpesa/stkpush/v1/processrequest") {
      if (!passwordOk(body)) return badRequest("Password");
      if (body.TransactionType !== "CustomerPayBillOnline") return badRequest("TransactionType");
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1)
        return badRequest("Amount");
      for (const field of ["PartyA", "PhoneNumber"]) {
        if (!/^2547\d{8}$|^2541\d{8}$/.test(String(body[field]))) return badRequest(field);
      }
      if (String(body.PartyB) !== creds.shortcode) return badRequest("PartyB");
      if (!/^https?:\/\//.test(String(body.CallBackURL))) return badRequest("CallBackURL");
      if (typeof body.AccountReference !== "string" || body.AccountReference.length > 12) {
        return badRequest("AccountReference");
      }
      if (typeof body.TransactionDesc !== "string" || body.TransactionDesc.length === 0) {
        return badRequest("TransactionDesc");
      }
      const request: StkRequest = {
        merchantRequestId: `${randomBytes(3).toString("hex")}-${Date.now()}`,
        checkoutRequestId: `ws_CO_${randomBytes(8).toString("hex")}`,
        amount: body.Amount as number,
        phone: String(body.PhoneNumber),
        callbackUrl: String(body.CallBackURL),
        accountReference: body.AccountReference,
        result: null,
      };
      stk.set(request.checkoutRequestId, request);
      return {
        status: 200,
        body: {
          MerchantRequestID: request.merchantRequestId,
          CheckoutRequestID: request.checkoutRequestId,
          ResponseCode: "0",
          ResponseDescription: "Success. Request accepted for processing",
          CustomerMessage: "Success. Request accepted for processing",
        },
      };
    }
    if (req.method === "POST" && req.path === "/mpesa/stkpushquery/v1/query") {
      if (!passwordOk(body)) return badRequest("Password");
      const request = stk.get(String(body.CheckoutRequestID));
      if (!request) return badRequest("CheckoutRequestID");
      if (!request.result) {
        return {
          status: 500,
          body: {
            requestId: "fake",
            errorCode: "500.001.1001",
            errorMessage: "The transaction is being processed",
          },
        };
      }
      return {
        status: 200,
        body: {
          ResponseCode: "0",
          ResponseDescription: "The service request has been accepted successsfully",
          MerchantRequestID: request.merchantRequestId,
          CheckoutRequestID: request.checkoutRequestId,
          ResultCode: String(request.result.code),
          ResultDesc: request.result.desc,
        },
      };
    }
    return { status: 404, body: { errorMessage: "Not found" } };
  });

  return {
    ...server,
    stk,
    /** The payer answered on the phone (0 = paid, 1032 = cancelled); returns the callback Daraja would POST. */
    decide(
      checkoutRequestId: string,
      resultCode: number,
      override: { amount?: number; phone?: string } = {},
    ) {
      const request = stk.get(checkoutRequestId)!;
      const desc =
        resultCode === 0
          ? "The service request is processed successfully."
          : "Request cancelled by user";
      request.result = { code: resultCode, desc };
      const stkCallback: Record<string, unknown> = {
        MerchantRequestID: request.merchantRequestId,
        CheckoutRequestID: request.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: desc,
      };
      if (resultCode === 0) {
        stkCallback.CallbackMetadata = {
          Item: [
            { Name: "Amount", Value: override.amount ?? request.amount },
            {
              Name: "MpesaReceiptNumber",
              Value: `NLJ${randomBytes(4).toString("hex").toUpperCase()}`,
            },
            { Name: "TransactionDate", Value: 20261122204500 },
            { Name: "PhoneNumber", Value: Number(override.phone ?? request.phone) },
          ],
        };
      }
      const { pathname } = new URL(request.callbackUrl);
      return { path: pathname, rawBody: JSON.stringify({ Body: { stkCallback } }) };
    },
  };
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>;
