import {
  TITLE_REQUEST_LIMITS,
  type TitleRequest,
  type TitleRequestResult,
  type TitleRequestStatus,
  requestKey,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { RequestRow, RequestsRepository } from "./requests.repository.ts";

const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Lists a viewer sees are short: their own asks, and the most asked for. */
const LIST_LIMIT = 50;

export interface AskInput {
  title: string;
  kind: "movie" | "series";
  year: number;
  link?: string | undefined;
}

export function toTitleRequest(row: RequestRow, asked: boolean): TitleRequest {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as TitleRequest["kind"],
    year: row.year,
    status: row.status as TitleRequestStatus,
    votes: row.votes,
    asked,
    availableRef: row.availableRef,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new HttpError(404, "request/not-found", "No such request.");

/**
 * Viewer requests (`add/request/`): one request per work however many ask; each asker is a vote,
 * within limits (5 open at once, 10 a week). What is already on Tazama is pointed to, not asked.
 */
export function createRequestsService(repo: RequestsRepository, clock: Clock) {
  return {
    async ask(userId: string, input: AskInput): Promise<TitleRequestResult> {
      const key = requestKey(input.title, input.kind, input.year);
      if (!key) {
        throw new HttpError(400, "request/invalid-title", "Type the title with letters or digits.");
      }
      const onCatalogue = await repo.findOnCatalogue(input.title, input.kind);
      if (onCatalogue) {
        throw new HttpError(
          409,
          "request/on-tazama",
          `"${onCatalogue.title}" is already on Tazama: /view/${onCatalogue.ref}`,
        );
      }
      const now = clock.now();
      const { row, outcome, asked } = await repo.transaction(async (tx) => {
        const quota = await repo.quota(tx, userId, new Date(now.getTime() - WEEK_MS));
        const request = await repo.upsertRequest(tx, {
          title: input.title,
          kind: input.kind,
          year: input.year,
          key,
          link: input.link ?? null,
          createdBy: userId,
          createdAt: now,
        });
        const hasAsked = await repo.hasVote(tx, request.id, userId);
        // Asked before, or answered already: nothing to add (the viewer sees where it stands).
        if (hasAsked || request.status === "available" || request.status === "declined") {
          return { row: request, outcome: "already-asked" as const, asked: hasAsked };
        }
        if (quota.open >= TITLE_REQUEST_LIMITS.open) {
          throw new HttpError(
            429,
            "request/too-many-open",
            `You have ${TITLE_REQUEST_LIMITS.open} open requests. Withdraw one, or wait until we answer one.`,
          );
        }
        if (quota.recent >= TITLE_REQUEST_LIMITS.perWeek) {
          throw new HttpError(
            429,
            "request/weekly-limit",
            `You can ask for ${TITLE_REQUEST_LIMITS.perWeek} titles a week. Try again in a few days.`,
          );
        }
        await repo.addVote(tx, request.id, userId, now);
        return {
          row: { ...request, votes: request.votes + 1 },
          outcome: request.votes === 0 ? ("created" as const) : ("voted" as const),
          asked: true,
        };
      });
      return { outcome, request: toTitleRequest(row, asked) };
    },

    async withdraw(userId: string, id: number): Promise<void> {
      if (!(await repo.removeVote(id, userId))) throw notFound();
    },

    async mine(userId: string) {
      const rows = await repo.mine(userId, LIST_LIMIT);
      return { items: rows.map((r) => toTitleRequest(r.request, true)) };
    },

    async mostAsked(userId: string | null) {
      const rows = await repo.mostAsked(userId, LIST_LIMIT);
      return { items: rows.map((r) => toTitleRequest(r.request, r.asked)) };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
