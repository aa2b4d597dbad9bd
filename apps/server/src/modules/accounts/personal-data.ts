import type { Db } from "@tazama/db";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Removes or anonymises what one module keeps of a person, inside the account deletion's
 * transaction (the account's row is locked by then). `now`: the deletion's time.
 */
export type PersonalDataEraser = (tx: Tx, userId: string, now: Date) => Promise<void>;

/**
 * Where a person's data lives (issue 17; issue 40, §1): each module that keeps rows about a
 * person registers how they go when the person deletes their account, in its own module file,
 * beside the table it owns. Money records (wallet, ledger, payments, entitlements, voucher
 * redemptions, referral rewards) register nothing: the law keeps them, tied to the anonymous row.
 */
export interface PersonalData {
  register(owner: string, erase: PersonalDataEraser): void;
  /** The modules registered, in order (tests, and the deletion's log). */
  owners(): string[];
  eraseAll(tx: Tx, userId: string, now: Date): Promise<void>;
}

export function createPersonalData(): PersonalData {
  const erasers: { owner: string; erase: PersonalDataEraser }[] = [];
  return {
    register(owner, erase) {
      if (erasers.some((e) => e.owner === owner)) {
        throw new Error(`personal data of ${owner} registered twice`);
      }
      erasers.push({ owner, erase });
    },
    owners: () => erasers.map((e) => e.owner),
    async eraseAll(tx, userId, now) {
      // One after another: they share the transaction's connection.
      for (const { erase } of erasers) await erase(tx, userId, now);
    },
  };
}
