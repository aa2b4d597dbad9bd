import { RATING_SHARE_MIN, type Rating, type Thumb } from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import type { RatingsRepository } from "./ratings.repository.ts";

const STORED: Record<Thumb, number> = { down: -1, up: 1, love: 2 };

function thumbName(stored: number | undefined): Thumb | null {
  if (stored === undefined) return null;
  return stored < 0 ? "down" : stored === 2 ? "love" : "up";
}

/**
 * Thumbs (`rate`, `rate/{id}`): one per viewer per title, changeable or cleared. A title's share
 * of thumbs up is shown only once enough viewers have rated it to mean something.
 */
export function createRatingsService(repo: RatingsRepository) {
  async function titleId(ref: string): Promise<number> {
    const title = await repo.findPublishedTitle(ref);
    if (!title) throw new HttpError(404, "ratings/not-found", `No title with ref "${ref}".`);
    return title.id;
  }

  async function summary(ref: string, id: number, userId: string | null): Promise<Rating> {
    const [tally, mine] = await Promise.all([
      repo.tally(id),
      userId === null ? Promise.resolve(undefined) : repo.thumbOf(userId, id),
    ]);
    return {
      ref,
      thumb: thumbName(mine),
      ratedCount: tally.rated,
      upShare: tally.rated >= RATING_SHARE_MIN ? tally.up / tally.rated : null,
    };
  }

  return {
    async rate(userId: string, ref: string, thumb: Thumb | null): Promise<Rating> {
      const id = await titleId(ref);
      if (thumb === null) await repo.remove(userId, id);
      else await repo.upsert(userId, id, STORED[thumb]);
      return summary(ref, id, userId);
    },

    async get(ref: string, userId: string | null): Promise<Rating> {
      return summary(ref, await titleId(ref), userId);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
