import { sql } from "drizzle-orm";
import { mediaAssets, titles } from "./schema/index.ts";

/**
 * A select field: the title row's main video is transcoded and plays (a title is sold only then).
 * Use in a query over `titles` (not aliased).
 */
export function mainVideoReady() {
  // Qualified by hand: drizzle writes columns bare in a query over one table.
  return sql<boolean>`exists (select 1 from ${mediaAssets} as ma where ma.title_id = ${titles}.id and ma.kind = 'main' and ma.status = 'ready')`.mapWith(
    Boolean,
  );
}
