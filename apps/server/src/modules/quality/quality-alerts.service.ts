import { type Language, languageOf } from "@tazama/contracts";
import type { AdminContact, OutgoingMail } from "../accounts/accounts.public.ts";
import type { Notice } from "../notifications/notifications.public.ts";
import { QUALITY_REPORT_PATH, alertMail, alertTexts } from "./quality-alert-texts.ts";
import {
  ALERT_WINDOW_MS,
  type AlertChange,
  type AlertThresholds,
  evaluateQualityAlerts,
} from "./quality-alerts.ts";
import type { QualityRepository } from "./quality.repository.ts";

/** Mails go out this many at a time. */
const MAIL_BATCH = 10;

export interface QualityAlertsDeps {
  repository: Pick<QualityRepository, "windowBeacons" | "openAlerts" | "openAlert" | "clearAlert">;
  now: () => Date;
  thresholds: AlertThresholds;
  /** Every open admin account (accounts.public.ts). */
  admins: () => Promise<AdminContact[]>;
  /** notifications.public.ts: tells each once per dedupe key, returns who was told now. */
  notify: (userIds: readonly string[], notice: Notice) => Promise<string[]>;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  publicUrl: string;
  /** Counts a breach or a recovery told (metrics.public.ts). */
  counted?: (change: AlertChange) => void;
  log: { warn(details: object, message: string): void };
}

/**
 * Checks the rules against the last 10 minutes' beacons (run each minute by a worker) and tells
 * every admin, in the app and by mail, in their language, once when a breach starts and once when
 * it is over. The breach's row is the dedupe: of two checks at once, one opens it and tells.
 */
export function createQualityAlerts(deps: QualityAlertsDeps) {
  const { repository } = deps;

  async function tellAdmins(id: number, change: AlertChange): Promise<void> {
    const admins = await deps.admins();
    const byLanguage = new Map<Language, AdminContact[]>();
    for (const admin of admins) {
      const language = languageOf(admin.locale) ?? "en";
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), admin]);
    }
    const link = `${deps.publicUrl}${QUALITY_REPORT_PATH}`;
    for (const [language, group] of byLanguage) {
      const told = new Set(
        await deps.notify(
          group.map((a) => a.id),
          {
            kind: change.change === "breach" ? "quality-alert" : "quality-recovered",
            dedupeKey: `quality-alert:${id}:${change.change}`,
            ...alertTexts(change, language),
            link: QUALITY_REPORT_PATH,
          },
        ),
      );
      const toMail = group.filter((a) => told.has(a.id));
      for (let i = 0; i < toMail.length; i += MAIL_BATCH) {
        const results = await Promise.allSettled(
          toMail.slice(i, i + MAIL_BATCH).map((admin) =>
            deps.sendMail({
              to: admin.email,
              ...alertMail(change, { name: admin.name, link, language }),
            }),
          ),
        );
        const failed = results.filter((r) => r.status === "rejected").length;
        if (failed > 0) deps.log.warn({ alert: id, failed }, "quality alert mails failed");
      }
    }
  }

  return {
    /** One check: the changes told now (0 when nothing changed or another worker told them). */
    async check(): Promise<number> {
      const now = deps.now();
      const [beacons, open] = await Promise.all([
        repository.windowBeacons(new Date(now.getTime() - ALERT_WINDOW_MS), now),
        repository.openAlerts(),
      ]);
      const { changes } = evaluateQualityAlerts({
        beacons,
        now,
        thresholds: deps.thresholds,
        open,
      });
      let told = 0;
      for (const change of changes) {
        const id =
          change.change === "breach"
            ? await repository.openAlert({
                rule: change.rule,
                openedAt: now,
                value: Math.round(change.value),
                threshold: change.threshold,
                plays: change.plays,
              })
            : await repository.clearAlert(change.rule, now);
        if (id === null) continue;
        deps.counted?.(change);
        await tellAdmins(id, change);
        told += 1;
      }
      return told;
    },
  };
}

export type QualityAlerts = ReturnType<typeof createQualityAlerts>;
