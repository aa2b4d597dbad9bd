import { Loader } from "@mantine/core";
import "@mantine/core/styles/Loader.css";
import type { CatalogueItem } from "@tazama/contracts";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type SearchState, resultNote } from "../lib/search.ts";
import { NoResults } from "./no-results.tsx";
import { SearchResultOption } from "./search-result-option.tsx";
import classes from "./search-results.module.css";

export interface SearchResultsProps {
  state: SearchState;
  /** The options to render. */
  shown: CatalogueItem[];
  /** How many results matched in all (for the note). */
  total: number;
  listboxId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  synopsisMax: number;
  onSelect: (item: CatalogueItem) => void;
  onHover: (index: number) => void;
  /** The results page of this query (the desktop dropdown links to it). */
  allResultsTo?: string;
  onAllResults?: () => void;
}

/** The status line, the listbox of results and the "Showing first 10 of N results" note. */
export function SearchResults({
  state,
  shown,
  total,
  listboxId,
  optionId,
  activeIndex,
  synopsisMax,
  onSelect,
  onHover,
  allResultsTo,
  onAllResults,
}: SearchResultsProps) {
  const pending = state === "typing" || state === "searching";
  // While typing, the results of the previous query stay on screen (dimmed) until new ones arrive.
  const visible = state === "results" || pending ? shown : [];
  const i18n = useI18n();
  const note = visible.length > 0 ? resultNote(total, i18n) : null;

  return (
    <>
      <div className={classes.status} aria-live="polite">
        {state === "idle" && (
          <p className={classes.hint}>
            {i18n._({ id: "search.idle", message: "Start typing to search" })}
          </p>
        )}
        {state === "empty" && (
          <>
            <NoResults classes={classes} />
            {allResultsTo ? (
              // The full search forgives typos and reads synopses, tags and cast too.
              <Link to={allResultsTo} className={classes.allResults} onClick={onAllResults}>
                {i18n._({ id: "search.everything", message: "Search everything" })}
              </Link>
            ) : null}
          </>
        )}
        {pending && visible.length === 0 && (
          <div className={classes.loading}>
            <Loader
              size="sm"
              color="#f5a524"
              aria-label={i18n._({ id: "search.searching", message: "Searching…" })}
              role="status"
            />
          </div>
        )}
        {note && <p className={classes.note}>{note}</p>}
        {note && allResultsTo ? (
          <Link to={allResultsTo} className={classes.allResults} onClick={onAllResults}>
            {i18n._({
              id: "search.see-all",
              message: "See all {total} results",
              values: { total },
            })}
          </Link>
        ) : null}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={i18n._({ id: "search.results", message: "Search results" })}
        aria-busy={pending || undefined}
        className={classes.list}
        data-stale={pending || undefined}
      >
        {visible.map((item, index) => (
          <SearchResultOption
            key={item.id}
            item={item}
            index={index}
            id={optionId(index)}
            active={index === activeIndex}
            synopsisMax={synopsisMax}
            onSelect={onSelect}
            onHover={onHover}
          />
        ))}
      </ul>
    </>
  );
}
