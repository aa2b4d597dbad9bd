import type { OutgoingMail } from "../../accounts/accounts.public.ts";
import type { SmsSender } from "./sms-sender.ts";

/** Development without a provider: each SMS is kept in the dev mailbox, addressed to the number. */
export function devOutboxSender(outbox: { send(mail: OutgoingMail): Promise<void> }): SmsSender {
  return {
    name: "dev-outbox",
    async send(to, text) {
      await outbox.send({ to, subject: `SMS to ${to}`, text, html: "" });
    },
  };
}
