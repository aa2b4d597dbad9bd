import {
  type AdminRequestPage,
  type Language,
  type TitleRequest,
  type TitleRequestStatus,
  languageOf,
} from "@tazama/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { OutgoingMail } from "../accounts/accounts.public.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import type { Notice } from "../notifications/notifications.public.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";
import { requestAvailableMail } from "./request-available-mail.ts";
import type { RequestRow, RequestsRepository } from "./requests.repository.ts";
import { toTitleRequest } from "./requests.service.ts";

export const ADMIN_REQUESTS_PAGE_SIZE = 50;
/** Mails go out this many at a time. */
const MAIL_BATCH = 10;

export interface RequestsAdminDeps {
  repo: RequestsRepository;
  clock: Clock;
  publicUrl: string;
  notify(userIds: readonly string[], notice: Notice): Promise<string[]>;
  sendMail(mail: OutgoingMail): Promise<void>;
  log: FastifyBaseLogger;
}

export interface RequestChange {
  status: TitleRequestStatus;
  availableRef?: string | undefined;
  note?: string | undefined;
}

const toAdmin = (row: RequestRow) => {
  const request: Omit<TitleRequest, "asked"> & { asked?: boolean } = toTitleRequest(row, false);
  delete request.asked;
  return { ...request, link: row.link, updatedAt: row.updatedAt.toISOString() };
};

const AVAILABLE_TITLE = "{title} is on Tazama";
const AVAILABLE_BODY = "You asked for {what}. It is here now.";
const PLANNED_TITLE = "{title} is coming";
const PLANNED_BODY = "You asked for {what}. We are working on bringing it to Tazama.";
const DECLINED_TITLE = "We cannot bring {title}";
const DECLINED_BODY = "You asked for {what}. We cannot bring it to Tazama for now.";

/** The notices' texts in the other languages (written by us; for review by native speakers). */
export const REQUEST_NOTICE_TEXTS: TextCatalogue = {
  [AVAILABLE_TITLE]: {
    fr: "{title} est sur Tazama",
    sw: "{title} iko Tazama",
    ha: "{title} yana kan Tazama",
    yo: "{title} ti wà lórí Tazama",
  },
  [AVAILABLE_BODY]: {
    fr: "Vous avez demandé {what}. Il est là maintenant.",
    sw: "Uliomba {what}. Sasa kipo.",
    ha: "Ka nemi {what}. Yanzu yana nan.",
    yo: "O béèrè fún {what}. Ó ti dé báyìí.",
  },
  [PLANNED_TITLE]: {
    fr: "{title} arrive",
    sw: "{title} kinakuja",
    ha: "{title} yana zuwa",
    yo: "{title} ń bọ̀",
  },
  [PLANNED_BODY]: {
    fr: "Vous avez demandé {what}. Nous travaillons à le proposer sur Tazama.",
    sw: "Uliomba {what}. Tunashughulikia kukileta Tazama.",
    ha: "Ka nemi {what}. Muna aiki don kawo shi Tazama.",
    yo: "O béèrè fún {what}. A ń ṣiṣẹ́ láti mú un wá sí Tazama.",
  },
  [DECLINED_TITLE]: {
    fr: "Nous ne pouvons pas proposer {title}",
    sw: "Hatuwezi kuleta {title}",
    ha: "Ba za mu iya kawo {title} ba",
    yo: "A kò lè mú {title} wá",
  },
  [DECLINED_BODY]: {
    fr: "Vous avez demandé {what}. Nous ne pouvons pas le proposer sur Tazama pour le moment.",
    sw: "Uliomba {what}. Hatuwezi kukileta Tazama kwa sasa.",
    ha: "Ka nemi {what}. Ba za mu iya kawo shi Tazama a yanzu ba.",
    yo: "O béèrè fún {what}. A kò lè mú un wá sí Tazama báyìí.",
  },
};

/**
 * What askers are told when their request moves on (in the app; by mail when it is available),
 * in their language. An admin's note is shown as they wrote it.
 */
export function noticeFor(row: RequestRow, language: Language = "en"): Notice | null {
  const values = { title: row.title, what: `"${row.title}" (${row.year})` };
  const t = (english: string) => translate(REQUEST_NOTICE_TEXTS, language, english, values);
  switch (row.status) {
    case "available":
      return {
        kind: "request-available",
        dedupeKey: `request:${row.id}:available`,
        title: t(AVAILABLE_TITLE),
        body: t(AVAILABLE_BODY),
        link: `/view/${row.availableRef}`,
      };
    case "planned":
      return {
        kind: "request-planned",
        dedupeKey: `request:${row.id}:planned`,
        title: t(PLANNED_TITLE),
        body: t(PLANNED_BODY),
        link: "/requests",
      };
    case "declined":
      return {
        kind: "request-declined",
        dedupeKey: `request:${row.id}:declined`,
        title: t(DECLINED_TITLE),
        body: row.note ?? t(DECLINED_BODY),
        link: "/requests",
      };
    default:
      return null;
  }
}

/** Admins triage viewer requests (API now; pages in the admin console, issue 18). */
export function createRequestsAdminService(deps: RequestsAdminDeps) {
  const { repo, clock } = deps;

  async function tellAskers(row: RequestRow): Promise<void> {
    const notice = noticeFor(row);
    if (!notice) return;
    const askers = await repo.askers(row.id);
    // One notice per language, each to the askers who read it.
    const byLanguage = new Map<Language, string[]>();
    for (const asker of askers) {
      const language = languageOf(asker.locale) ?? "en";
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), asker.userId]);
    }
    const told = new Set<string>();
    for (const [language, userIds] of byLanguage) {
      for (const id of await deps.notify(userIds, noticeFor(row, language)!)) told.add(id);
    }
    if (row.status !== "available") return;
    const link = `${deps.publicUrl}${notice.link}`;
    const toMail = askers.filter((a) => told.has(a.userId));
    for (let i = 0; i < toMail.length; i += MAIL_BATCH) {
      const results = await Promise.allSettled(
        toMail.slice(i, i + MAIL_BATCH).map((asker) =>
          deps.sendMail({
            to: asker.email,
            ...requestAvailableMail({
              name: asker.name,
              title: row.title,
              link,
              locale: asker.locale,
            }),
          }),
        ),
      );
      const failed = results.filter((r) => r.status === "rejected").length;
      if (failed > 0)
        deps.log.warn({ requestId: row.id, failed }, "request-available mails failed");
    }
  }

  return {
    async page(status: TitleRequestStatus | undefined, page: number): Promise<AdminRequestPage> {
      const { rows, total } = await repo.page(
        status,
        (page - 1) * ADMIN_REQUESTS_PAGE_SIZE,
        ADMIN_REQUESTS_PAGE_SIZE,
      );
      return { page, pageSize: ADMIN_REQUESTS_PAGE_SIZE, total, items: rows.map(toAdmin) };
    },

    /** Moves a request on (audited with it) and tells its askers. */
    async update(id: number, change: RequestChange, audit: AuditContext) {
      if (change.availableRef && !(await repo.findPublishedTitle(change.availableRef))) {
        throw new HttpError(
          400,
          "request/unknown-title",
          `No published title with ref "${change.availableRef}".`,
        );
      }
      const row = await repo.update(
        id,
        {
          status: change.status,
          availableRef: change.availableRef ?? null,
          note: change.note || null,
          updatedAt: clock.now(),
        },
        (tx, before, after) =>
          audit.record(
            {
              action: "request.triage",
              target: { type: "request", id: String(id) },
              before: {
                status: before.status,
                availableRef: before.availableRef,
                note: before.note,
              },
              after: { status: after.status, availableRef: after.availableRef, note: after.note },
            },
            tx,
          ),
      );
      if (!row) throw new HttpError(404, "request/not-found", "No such request.");
      await tellAskers(row);
      return toAdmin(row);
    },
  };
}

export type RequestsAdminService = ReturnType<typeof createRequestsAdminService>;
