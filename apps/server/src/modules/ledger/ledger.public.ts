// What other modules may use of the ledger (ADR 0022): money transactions, wallet movements,
// idempotency and the money-moving POST helper, money errors.
export {
  type LedgerKind,
  type Movement,
  type WalletRow,
  lockOrOpenWallet,
  lockOrgWallet,
  lockWallet,
  postMovement,
} from "./ledger.ts";
export { type Tx, moneyTransaction, pgErrorCode } from "./money-tx.ts";
export {
  type Idempotency,
  type IdempotencyFaults,
  type IdempotentCall,
  type IdempotentSteps,
  type TxRunner,
  createIdempotency,
} from "./idempotency.ts";
export { idempotentParts, idempotentPost } from "./idempotent-route.ts";
export { InsufficientFundsError, moneyErrorBody } from "./money-errors.ts";
