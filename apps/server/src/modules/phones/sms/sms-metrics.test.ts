import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { smsCounter } from "./sms-metrics.ts";
import { SmsSendError, failoverSender } from "./sms-sender.ts";

// Issue 44: each provider's attempts, sent or failed, where the sending happens.

describe("the SMS counter", () => {
  it("counts a failure at the provider that failed and the sending at the one that took it", async () => {
    const registry = new Registry();
    const sender = failoverSender(
      [
        {
          name: "africastalking",
          send: () => Promise.reject(new SmsSendError("africastalking", "down")),
        },
        { name: "twilio", send: () => Promise.resolve() },
      ],
      () => {},
      smsCounter(registry),
    );
    expect(await sender.send("+254700000001", "code 123456")).toBe("twilio");
    const values = (await registry.getSingleMetric("tazama_sms_total")!.get()).values;
    expect(values.map((v) => [v.labels, v.value])).toEqual([
      [{ provider: "africastalking", outcome: "failed" }, 1],
      [{ provider: "twilio", outcome: "sent" }, 1],
    ]);
  });
});
