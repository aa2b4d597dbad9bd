import type { SmsAlert, SmsAlertPage, SmsAlertStatus } from "@tazama/contracts";
import type { Clock } from "../../../lib/clock.ts";
import { HttpError } from "../../../lib/http-error.ts";
import type { SmsAlertsRepository } from "./sms-alerts.repository.ts";

const PAGE_SIZE = 25;

/** The console's view of SMS-pumping alerts: read them, acknowledge one (audited). */
export function createSmsAlertsService(deps: {
  repo: SmsAlertsRepository;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
}) {
  const { repo, clock } = deps;
  return {
    async page(status: SmsAlertStatus, page: number): Promise<SmsAlertPage> {
      return { ...(await repo.page(status, page, PAGE_SIZE)), page, pageSize: PAGE_SIZE };
    },

    async acknowledge(actorId: string, id: string): Promise<SmsAlert> {
      // The name is read before the transaction opens (PGlite has one connection).
      const actor = { id: actorId, name: await deps.actorName(actorId) };
      const done = await repo.acknowledge(id, actor, clock.now());
      const alert = await repo.one(id);
      if (!alert) throw new HttpError(404, "sms-alerts/not-found", "There is no such SMS alert.");
      if (!done) {
        throw new HttpError(
          409,
          "sms-alerts/already-acknowledged",
          "This SMS alert was already acknowledged.",
        );
      }
      return alert;
    },
  };
}

export type SmsAlertsService = ReturnType<typeof createSmsAlertsService>;
