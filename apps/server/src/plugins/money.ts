import { createHmac, randomBytes } from "node:crypto";
import type { PaymentProviderName } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { scheduleIdempotencySweep } from "../jobs/idempotency-sweep.ts";
import type { Clock } from "../lib/clock.ts";
import { createIdempotency } from "../lib/money/idempotency.ts";
import { createPaymentsRepository } from "../modules/payments/payments.repository.ts";
import { paymentsRoutes } from "../modules/payments/payments.routes.ts";
import { createPaymentsService } from "../modules/payments/payments.service.ts";
import { createMpesaProvider } from "../modules/payments/providers/mpesa.provider.ts";
import type { PaymentProvider } from "../modules/payments/providers/payment-provider.ts";
import { createPaystackProvider } from "../modules/payments/providers/paystack.provider.ts";
import { createSandboxProvider } from "../modules/payments/providers/sandbox.provider.ts";
import { sandboxCheckoutRoutes } from "../modules/payments/sandbox-checkout.routes.ts";
import { createPurchasesRepository } from "../modules/purchases/purchases.repository.ts";
import { purchasesRoutes } from "../modules/purchases/purchases.routes.ts";
import { createPurchasesService } from "../modules/purchases/purchases.service.ts";
import { createVouchersRepository } from "../modules/vouchers/vouchers.repository.ts";
import { vouchersRoutes } from "../modules/vouchers/vouchers.routes.ts";
import { createVouchersService } from "../modules/vouchers/vouchers.service.ts";
import { createWalletRepository } from "../modules/wallet/wallet.repository.ts";
import { walletRoutes } from "../modules/wallet/wallet.routes.ts";
import { createWalletService } from "../modules/wallet/wallet.service.ts";

/** The payment providers whose keys are configured (the sandbox: outside production by default). */
export function paymentProviders(
  config: Config,
  clock: Clock,
): { providers: Map<PaymentProviderName, PaymentProvider>; sandboxSecret: string | null } {
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  const sandboxOn = config.PAYMENTS_SANDBOX ?? !config.isProduction;
  // A generated secret suits one development process; set SANDBOX_WEBHOOK_SECRET for several.
  const sandboxSecret = sandboxOn
    ? (config.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString("hex"))
    : null;
  if (sandboxSecret) {
    providers.set(
      "sandbox",
      createSandboxProvider({ secret: sandboxSecret, publicUrl: config.publicUrl }),
    );
  }
  if (config.PAYSTACK_SECRET_KEY) {
    providers.set(
      "paystack",
      createPaystackProvider({
        secretKey: config.PAYSTACK_SECRET_KEY,
        baseUrl: config.PAYSTACK_BASE_URL,
      }),
    );
  }
  const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY } = config;
  if (MPESA_CONSUMER_KEY && MPESA_CONSUMER_SECRET && MPESA_SHORTCODE && MPESA_PASSKEY) {
    providers.set(
      "mpesa",
      createMpesaProvider({
        consumerKey: MPESA_CONSUMER_KEY,
        consumerSecret: MPESA_CONSUMER_SECRET,
        shortcode: MPESA_SHORTCODE,
        passkey: MPESA_PASSKEY,
        baseUrl: config.MPESA_BASE_URL,
        publicUrl: config.publicUrl,
        callbackToken:
          config.MPESA_CALLBACK_TOKEN ??
          createHmac("sha256", MPESA_CONSUMER_SECRET).update("mpesa-callback").digest("base64url"),
        clock,
      }),
    );
  }
  return { providers, sandboxSecret };
}

/** Wallet, payments, purchases and vouchers (issue 5), each module its own plugin. */
export async function registerMoney(
  app: FastifyInstance,
  { config, database, clock }: { config: Config; database: Database; clock: Clock },
): Promise<void> {
  const { db } = database;
  const idempotency = createIdempotency(db, { clock });
  scheduleIdempotencySweep(app, { db, clock });
  const { providers, sandboxSecret } = paymentProviders(config, clock);
  const payments = createPaymentsService(createPaymentsRepository(db), providers, {
    clock,
    publicUrl: config.publicUrl,
    lookupAfterMs: config.PAYMENT_LOOKUP_AFTER_S * 1000,
  });
  await app.register(walletRoutes, { service: createWalletService(createWalletRepository(db)) });
  await app.register(paymentsRoutes, { service: payments, idempotency });
  if (sandboxSecret) {
    await app.register(sandboxCheckoutRoutes, { service: payments, secret: sandboxSecret });
  }
  await app.register(purchasesRoutes, {
    service: createPurchasesService(createPurchasesRepository(db), {
      clock,
      rental: { startDays: config.RENT_START_DAYS, windowHours: config.RENT_WINDOW_HOURS },
    }),
    idempotency,
  });
  await app.register(vouchersRoutes, {
    service: createVouchersService(createVouchersRepository(db), { clock }),
    idempotency,
  });
}
