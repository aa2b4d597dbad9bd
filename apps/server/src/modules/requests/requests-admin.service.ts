import type { AdminRequestPage, TitleRequest, TitleRequestStatus } from "@tazama/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { OutgoingMail } from "../accounts/accounts.public.ts";
import type { Notice } from "../notifications/notifications.public.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
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

/** What askers are told when their request moves on (in the app; by mail when it is available). */
function noticeFor(row: RequestRow): Notice | null {
  const what = `"${row.title}" (${row.year})`;
  switch (row.status) {
    case "available":
      return {
        kind: "request-available",
        dedupeKey: `request:${row.id}:available`,
        title: `${row.title} is on Tazama`,
        body: `You asked for ${what}. It is here now.`,
        link: `/view/${row.availableRef}`,
      };
    case "planned":
      return {
        kind: "request-planned",
        dedupeKey: `request:${row.id}:planned`,
        title: `${row.title} is coming`,
        body: `You asked for ${what}. We are working on bringing it to Tazama.`,
        link: "/requests",
      };
    case "declined":
      return {
        kind: "request-declined",
        dedupeKey: `request:${row.id}:declined`,
        title: `We cannot bring ${row.title}`,
        body: row.note ?? `You asked for ${what}. We cannot bring it to Tazama for now.`,
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
    const told = new Set(
      await deps.notify(
        askers.map((a) => a.userId),
        notice,
      ),
    );
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

    async update(id: number, change: RequestChange) {
      if (change.availableRef && !(await repo.findPublishedTitle(change.availableRef))) {
        throw new HttpError(
          400,
          "request/unknown-title",
          `No published title with ref "${change.availableRef}".`,
        );
      }
      const row = await repo.update(id, {
        status: change.status,
        availableRef: change.availableRef ?? null,
        note: change.note || null,
        updatedAt: clock.now(),
      });
      if (!row) throw new HttpError(404, "request/not-found", "No such request.");
      await tellAskers(row);
      return toAdmin(row);
    },
  };
}

export type RequestsAdminService = ReturnType<typeof createRequestsAdminService>;
