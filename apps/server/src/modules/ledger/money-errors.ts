import type { Currency } from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";

/** Too little in the wallet: the client offers a top-up of `shortfallMinor`, then retries. */
export class InsufficientFundsError extends HttpError {
  constructor(
    readonly shortfallMinor: number,
    readonly currency: Currency,
    readonly priceMinor: number,
  ) {
    super(402, "wallet/insufficient-funds", "Your wallet balance is too low. Top up to continue.");
    this.name = "InsufficientFundsError";
  }
}

/** The error body, with the shortfall when there is one (the client offers a top-up of it). */
export function moneyErrorBody(error: HttpError): {
  error: { code: string; message: string; shortfall?: { amount: number; currency: Currency } };
} {
  if (error instanceof InsufficientFundsError) {
    return {
      error: {
        code: error.code,
        message: error.message,
        shortfall: { amount: error.shortfallMinor, currency: error.currency },
      },
    };
  }
  return { error: { code: error.code, message: error.message } };
}
