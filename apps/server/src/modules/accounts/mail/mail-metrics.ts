import { Counter } from "prom-client";
import type { MetricsRegistry } from "../../metrics/metrics.public.ts";
import type { Mailer } from "./mailer.ts";

/**
 * The mailer, counted: `tazama_mail_total{transport,outcome}` (smtp or dev-outbox; sent or
 * failed), for every mail any module sends through `app.mail`.
 */
export function countedMailer(mailer: Mailer, registry: MetricsRegistry): Mailer {
  const mails = new Counter({
    name: "tazama_mail_total",
    help: "Mails handed to the transport, by transport and outcome (sent or failed)",
    labelNames: ["transport", "outcome"] as const,
    registers: [registry],
  });
  return {
    kind: mailer.kind,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        mails.inc({ transport: mailer.kind, outcome: "failed" });
        throw error;
      }
      mails.inc({ transport: mailer.kind, outcome: "sent" });
    },
    close: () => mailer.close(),
  };
}
