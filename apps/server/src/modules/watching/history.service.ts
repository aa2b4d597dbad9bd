import { type History, contentImagePath } from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import type { HistoryRepository } from "./history.repository.ts";

/**
 * Viewing history (`users/allviews`): every title the viewer started, latest first, and how far
 * they got. Removing a title forgets its progress, so it also leaves Continue watching; counted
 * views (Popular) stay as they were.
 */
export function createHistoryService(repo: HistoryRepository) {
  return {
    async page(
      userId: string,
      limit: number,
      before?: string,
      seriesRef?: string,
    ): Promise<History> {
      // One extra row tells whether another page follows.
      const rows = await repo.page(
        userId,
        limit + 1,
        before ? new Date(before) : undefined,
        seriesRef,
      );
      const items = rows.slice(0, limit).map((r) => ({
        ref: r.ref,
        title: r.title,
        poster: contentImagePath(r.images.portrait, r.images.v),
        positionS: r.positionS,
        durationS: r.durationS,
        watched: r.durationS > 0 ? Math.min(1, r.positionS / r.durationS) : 0,
        updatedAt: r.updatedAt.toISOString(),
      }));
      const last = items.at(-1);
      return { items, next: rows.length > limit && last ? last.updatedAt : null };
    },

    async forget(userId: string, ref: string): Promise<void> {
      if ((await repo.forget(userId, ref)) === 0) {
        throw new HttpError(404, "history/not-found", `"${ref}" is not in your viewing history.`);
      }
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
