import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { PosterCardData } from "../lib/cards.ts";
import { PosterCard, PosterCardSkeleton } from "./poster-card.tsx";
import { HydrationSlice } from "../../../components/ui/hydration-slice.tsx";
import classes from "./poster-row.module.css";

/** What a row card takes on screen: keep in step with `.item` in poster-row.module.css. */
export const ROW_CARD_SIZES = "(min-width: 1024px) 176px, (min-width: 640px) 148px, 116px";

interface PosterRowProps {
  title: string;
  cards: readonly PosterCardData[];
  seeAllTo?: string;
  eagerCount?: number;
}

/**
 * A titled row of posters that scrolls sideways: by touch on phones, with arrow buttons on
 * screens with a mouse. Only the first `eagerCount` posters load eagerly; the rest are lazy. A
 * server-drawn row hydrates on its own (a page of rows: short tasks, not one long one).
 */
export function PosterRow(props: PosterRowProps) {
  return (
    <HydrationSlice>
      <PosterRowView {...props} />
    </HydrationSlice>
  );
}

function PosterRowView({ title, cards, seeAllTo, eagerCount = 0 }: PosterRowProps) {
  const headingId = useId();
  const i18n = useI18n();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft <= 4;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    if (start !== edges.start || end !== edges.end) setEdges({ start, end });
  };
  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.85, 200), behavior: "smooth" });
  };

  return (
    <section className={classes.row} aria-labelledby={headingId} onPointerEnter={measure}>
      <div className={classes.head}>
        <h2 id={headingId} className={classes.heading}>
          {title}
        </h2>
        {seeAllTo ? (
          <Link
            to={seeAllTo}
            className={classes.seeAll}
            aria-label={i18n._({
              id: "row.see-all-label",
              message: "See all: {title}",
              values: { title },
            })}
          >
            {i18n._({ id: "row.see-all", message: "See all" })}
          </Link>
        ) : null}
      </div>
      <div className={classes.viewport}>
        <button
          type="button"
          className={classes.arrow}
          data-side="start"
          hidden={edges.start}
          aria-label={i18n._({ id: "row.back", message: "Scroll {title} back", values: { title } })}
          onClick={() => {
            page(-1);
          }}
        >
          <Chevron direction="left" />
        </button>
        <ul ref={scroller} className={classes.scroller} onScroll={measure}>
          {cards.map((card, index) => (
            <li key={card.key} className={classes.item}>
              <PosterCard card={card} sizes={ROW_CARD_SIZES} eager={index < eagerCount} />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={classes.arrow}
          data-side="end"
          hidden={edges.end}
          aria-label={i18n._({
            id: "row.forward",
            message: "Scroll {title} forward",
            values: { title },
          })}
          onClick={() => {
            page(1);
          }}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A row placeholder with the same height as a loaded row. */
export function PosterRowSkeleton() {
  return (
    <div className={classes.row} aria-hidden="true">
      <div className={classes.head}>
        <span className={classes.headingSkeleton} />
      </div>
      <div className={classes.viewport}>
        <div className={classes.scroller}>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={classes.item}>
              <PosterCardSkeleton />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
