import { type Db, schema } from "@tazama/db";
import { foldSearchText } from "@tazama/contracts";
import { sql } from "drizzle-orm";
import { listedTitle } from "../streaming/streaming.public.ts";

const { searchDocuments } = schema;

/** One scored row of a search. */
export interface ScoredRow {
  ref: string;
  title: string;
  kind: "movie" | "episode";
  year: number;
  images: { portrait: string; landscape: string; v?: string };
  synopsis: string;
  score: number;
  exact: boolean;
  total: number;
}

/** A published title as the index is built from it. */
interface SourceRow {
  ref: string;
  kind: "movie" | "episode";
  title: string;
  year: number;
  episode_number: number | null;
  body: string;
  popularity: number;
}

/** Index rows written per insert (9 parameters each, far under PostgreSQL's 65,535). */
const REBUILD_BATCH = 1000;

/** A query as the repository takes it: folded text, and an episode number if one was typed. */
export interface ParsedQuery {
  text: string;
  /** "pepper ep 2": the text without the episode part, and the number. */
  episode: { base: string; number: number } | null;
}

/** Titles that only resemble the query need at least this word similarity (pg_trgm). */
export const FUZZY_MIN = 0.45;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search index (search_documents) and its query. Text is folded by `foldSearchText`
 * (@tazama/contracts) on both sides, so the index, the queries and the web app agree.
 */
export function createSearchRepository(db: Db) {
  return {
    /**
     * Rebuilds the index from the listed titles (published, and free or with a main video that
     * plays: as the catalogue lists them, ADR 0069) in one transaction; the rows written.
     */
    async rebuild(popularSince: Date): Promise<number> {
      return db.transaction(async (tx) => {
        // One rebuild at a time across processes: two API processes starting together on an
        // empty index would otherwise both insert every row and the second fail on the key.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tazama:search-rebuild'))`);
        await tx.delete(searchDocuments);
        // Folded here, by search's one folding (ADR 0062), not by SQL: the queries, the index
        // and the web app's type-ahead then read text the same way.
        const source = await tx.execute(sql`
          select t.ref, t.kind, t.title, t.year, t.episode_number,
                 concat_ws(' ', s.title, t.synopsis, array_to_string(t.tags, ' '),
                   (select string_agg(g.name, ' ') from title_genres tg
                      join genres g on g.id = tg.genre_id where tg.title_id = t.id),
                   (select string_agg(p.name, ' ') from title_credits tc
                      join people p on p.id = tc.person_id where tc.title_id = t.id)) as body,
                 (select count(*)::int from views v
                   where v.title_id = t.id and v.created_at >= ${popularSince.toISOString()}::timestamptz)
                   as popularity
            from titles t left join series s on s.id = t.series_id
           where t.status = 'published' and ${listedTitle("t")}`);
        const documents = (source as { rows: SourceRow[] }).rows.map((r) => ({
          ref: r.ref,
          kind: r.kind,
          title: r.title,
          year: r.year,
          episodeNumber: r.episode_number,
          foldedTitle: foldSearchText(r.title),
          foldedBody: foldSearchText(r.body),
          popularity: r.popularity,
        }));
        for (let i = 0; i < documents.length; i += REBUILD_BATCH) {
          await tx.insert(searchDocuments).values(documents.slice(i, i + REBUILD_BATCH));
        }
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
        return row?.n ?? 0;
      });
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
      return row?.n ?? 0;
    },

    /**
     * Scores: the exact title 1, a title starting with the query 0.9, a title word starting
     * with it 0.8, the typed episode of a matching series 1, a resembling title its word
     * similarity × 0.75 (unless `fuzzy` is false), a match in synopsis, tags, genres, series name or people 0.4. Ties go to the more
     * viewed, then the earlier episode, then the title.
     */
    async search(
      query: ParsedQuery,
      limit: number,
      offset: number,
      { fuzzy = true }: { fuzzy?: boolean } = {},
    ): Promise<ScoredRow[]> {
      const q = query.text;
      const contains = `%${likeEscape(q)}%`;
      const prefix = `${likeEscape(q)}%`;
      const wordPrefix = `% ${likeEscape(q)}%`;
      const ep = query.episode;
      // Only the arms this query needs, so the planner can OR trigram-index scans together.
      const episodeScore = ep
        ? sql`case when d.episode_number = ${ep.number}
                    and word_similarity(${ep.base}, d.folded_title) >= 0.6 then 1.0 else 0 end`
        : sql`0`;
      const episodeExact = ep ? sql`or d.episode_number = ${ep.number}` : sql``;
      // `<%` (word similarity above the threshold) can use the trigram index, but the planner
      // prices pg_trgm's functions so low that it scans every row instead (53 ms against 4 ms on
      // 10,000 titles, EXPLAIN ANALYZE): both settings hold for this transaction only.
      const result = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_MIN)}, true),
                     set_config('enable_seqscan', 'off', true)`,
        );
        return tx.execute(sql`
        with matched as (
          select d.* from search_documents d where d.folded_title like ${contains}
          union
          select d.* from search_documents d where d.folded_body like ${contains}
          ${fuzzy ? sql`union select d.* from search_documents d where ${q} <% d.folded_title` : sql``}
          ${ep ? sql`union select d.* from search_documents d where d.episode_number = ${ep.number} and ${ep.base} <% d.folded_title` : sql``}
        ),
        scored as (
          select d.ref, d.title, d.kind, d.year, d.popularity, d.episode_number,
                 greatest(
                   case when d.folded_title = ${q} then 1.0
                        when d.folded_title like ${prefix} then 0.9
                        when d.folded_title like ${wordPrefix} then 0.8
                        else 0 end,
                   ${episodeScore},
                   ${fuzzy ? sql`word_similarity(${q}, d.folded_title) * 0.75` : sql`0`},
                   case when d.folded_body like ${contains} then 0.4 else 0 end
                 ) as score,
                 (d.folded_title = ${q} or d.folded_title like ${contains} ${episodeExact}) as exact
            from matched d
        )
        select s.ref, s.title, s.kind, s.year, t.images, t.synopsis,
               s.score::float8 as score, s.exact, count(*) over ()::int as total
          from scored s join titles t on t.ref = s.ref
         where s.score > 0
         order by s.score desc, s.popularity desc, s.episode_number asc nulls first, s.title asc
         limit ${limit} offset ${offset}`);
      });
      return (result as { rows: ScoredRow[] }).rows;
    },

    /** Whether a title or a body holds the folded text as typed. */
    async holds(text: string): Promise<boolean> {
      const contains = `%${likeEscape(text)}%`;
      // As in `search`: the planner would rather scan every row than the trigram indexes.
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
        return tx.execute(sql`
          select exists (select 1 from search_documents where folded_title like ${contains})
              or exists (select 1 from search_documents where folded_body like ${contains})
                 as holds`);
      });
      return (result as { rows: { holds: boolean }[] }).rows[0]?.holds ?? false;
    },

    /** Every title's folded text with its popularity: the words typos are corrected to. */
    async titles(): Promise<{ folded: string; popularity: number }[]> {
      return db
        .select({ folded: searchDocuments.foldedTitle, popularity: searchDocuments.popularity })
        .from(searchDocuments);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
