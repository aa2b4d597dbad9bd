import type { PosterCardData } from "../lib/cards.ts";
import { PosterCard, PosterCardSkeleton } from "./poster-card.tsx";
import classes from "./poster-grid.module.css";

/** What a grid card takes on screen: keep in step with the columns in poster-grid.module.css. */
export const GRID_CARD_SIZES =
  "(min-width: 1320px) 176px, (min-width: 1200px) 14vw, (min-width: 1024px) 16vw, (min-width: 768px) 19vw, (min-width: 560px) 24vw, 31vw";

/** The grid's columns on a phone (poster-grid.module.css): its first row is above the fold. */
export const PHONE_COLUMNS = 3;
/** Posters above the fold on a phone (3 columns × 2 rows) load eagerly; the rest lazily. */
const EAGER_COUNT = PHONE_COLUMNS * 2;

/** A responsive poster grid: 3 columns on a phone, 7 on a laptop. */
export function PosterGrid({ cards, label }: { cards: readonly PosterCardData[]; label: string }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.key}>
          <PosterCard card={card} sizes={GRID_CARD_SIZES} eager={index < EAGER_COUNT} />
        </li>
      ))}
    </ul>
  );
}

export function PosterGridSkeleton({ count = 14 }: { count?: number }) {
  return (
    <div className={classes.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <PosterCardSkeleton key={i} />
      ))}
    </div>
  );
}
