import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { moneyKeys } from "./money-keys.ts";
import { refreshMoney } from "./refresh-money.ts";

describe("refreshMoney", () => {
  it("replaces a first load that started before the purchase with a fetch made after it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let committed = false;
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver<string>(client, {
      queryKey: moneyKeys.purchases,
      // The server answers with the state at the moment the request was made.
      queryFn: () => {
        const state = committed ? "with the pass" : "before the purchase";
        return new Promise<string>((resolve) => {
          answers.push(() => {
            resolve(state);
          });
        });
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1); // the first load is in flight, no data yet

    committed = true; // the purchase commits while that load is still on the wire
    const refreshed = refreshMoney(client);
    await vi.waitFor(() => {
      expect(answers).toHaveLength(2); // a new request, made after the commit
    });
    for (const answer of answers) answer("");
    await refreshed;

    expect(client.getQueryData(moneyKeys.purchases)).toBe("with the pass");
    unsubscribe();
  });
});
