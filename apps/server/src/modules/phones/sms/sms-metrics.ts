import { Counter } from "prom-client";
import type { MetricsRegistry } from "../../metrics/metrics.public.ts";

/**
 * `tazama_sms_total{provider,outcome}`: each provider's attempts, sent or failed (a failover
 * counts a failure at the first provider and a sending at the next). `dev-outbox` outside
 * production.
 */
export function smsCounter(registry: MetricsRegistry) {
  const sms = new Counter({
    name: "tazama_sms_total",
    help: "SMS handed to a provider, by provider and outcome (sent or failed)",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
  });
  return (provider: string, outcome: "sent" | "failed") => {
    sms.inc({ provider, outcome });
  };
}
