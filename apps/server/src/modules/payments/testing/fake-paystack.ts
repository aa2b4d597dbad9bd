import { createHash, createHmac, randomBytes } from "node:crypto";
import { startFakeHttpServer } from "../../../../test/fake-http-server.ts";

interface FakeTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: "ongoing" | "success" | "failed" | "abandoned";
  /** The card number the payer used (Paystack's test Visa unless a test says otherwise). */
  card?: string;
}

/** What Paystack reports of the card of a successful charge: `signature` is per card. */
function authorizationOf(tx: FakeTransaction) {
  const card = tx.card ?? "4084084084084081";
  return {
    authorization_code: `AUTH_${tx.id}`,
    card_type: "visa",
    last4: card.slice(-4),
    signature: `SIG_${createHash("sha256").update(card).digest("hex").slice(0, 20)}`,
  };
}

/** The transaction as Paystack's API shows it (no test-only fields; the card once paid). */
function asPaystack(tx: FakeTransaction) {
  const shown: Partial<FakeTransaction> = { ...tx };
  delete shown.card;
  return tx.status === "success" ? { ...shown, authorization: authorizationOf(tx) } : shown;
}

/**
 * A local Paystack speaking its documented endpoints: POST /transaction/initialize,
 * GET /transaction/verify/:reference (Bearer secret key), and webhooks signed
 * `x-paystack-signature` = HMAC-SHA512(raw body, secret key).
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, FakeTransaction>();
  let nextId = 4_099_260_000;
  const unauthorized = { status: 401, body: { status: false, message: "Invalid key" } };

  const control = { failNext: false };
  const server = await startFakeHttpServer((req) => {
    if (control.failNext) {
      control.failNext = false;
      return { status: 500, body: { status: false, message: "An error occurred" } };
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) return unauthorized;
    if (req.method === "POST" && req.path === "/transaction/initialize") {
      const body = req.body as Partial<Record<string, unknown>>;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || typeof body.email !== "string") {
        return { status: 400, body: { status: false, message: "Invalid amount or email" } };
      }
      const reference =
        typeof body.reference === "string" ? body.reference : randomBytes(6).toString("hex");
      if (transactions.has(reference)) {
        return { status: 400, body: { status: false, message: "Duplicate Transaction Reference" } };
      }
      nextId += 1;
      transactions.set(reference, {
        id: nextId,
        reference,
        amount,
        currency: typeof body.currency === "string" ? body.currency : "NGN",
        email: body.email,
        status: "ongoing",
      });
      const accessCode = randomBytes(8).toString("hex");
      return {
        status: 200,
        body: {
          status: true,
          message: "Authorization URL created",
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
      };
    }
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(req.path);
    if (req.method === "GET" && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx)
        return { status: 400, body: { status: false, message: "Transaction reference not found" } };
      return {
        status: 200,
        body: {
          status: true,
          message: "Verification successful",
          data: {
            ...asPaystack(tx),
            gateway_response: tx.status === "success" ? "Successful" : "Declined",
          },
        },
      };
    }
    return { status: 404, body: { status: false, message: "Not found" } };
  });

  return {
    ...server,
    transactions,
    /** The next call answers 500, as Paystack does in an outage. */
    failNextCall() {
      control.failNext = true;
    },
    /** The payer paid (or not): the transaction's state as verify will report it. */
    settle(
      reference: string,
      status: FakeTransaction["status"],
      override: Partial<FakeTransaction> = {},
    ) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no fake transaction ${reference}`);
      Object.assign(tx, { status }, override);
    },
    /** The charge.success webhook Paystack would send, signed; `body` may be tampered with. */
    webhook(reference: string, override: Partial<FakeTransaction> = {}) {
      const tx = transactions.get(reference)!;
      const rawBody = JSON.stringify({
        event: "charge.success",
        data: {
          ...asPaystack({ ...tx, status: "success" }),
          gateway_response: "Successful",
          ...override,
        },
      });
      const signature = createHmac("sha512", secretKey).update(rawBody).digest("hex");
      return {
        rawBody,
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
      };
    },
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
