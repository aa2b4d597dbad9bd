import { schema } from "@tazama/db";
import { type SQL, sql } from "drizzle-orm";

const { mediaAssets } = schema;

/**
 * Whether a row of `titles` (named `alias` in the query: "titles" unless aliased) has a main
 * video that plays, its asset of kind main being ready: the one reading of media_assets the
 * listings make (ADR 0069).
 */
export function mainVideoReadyFor(alias = "titles"): SQL<boolean> {
  const t = sql.identifier(alias);
  return sql<boolean>`exists (select 1 from ${mediaAssets} as ma where ma.title_id = ${t}.id and ma.kind = 'main' and ma.status = 'ready')`;
}

/**
 * Whether a published row of `titles` is listed (home rows, /movies, /series, genre pages,
 * recommendations, search): free, or its main video plays. A priced title without one would
 * show with no Rent and no Play; it stays off the listings until its video is ready (ADR 0069).
 */
export function listedTitle(alias = "titles"): SQL<boolean> {
  return sql<boolean>`(${sql.identifier(alias)}.is_free or ${mainVideoReadyFor(alias)})`;
}
