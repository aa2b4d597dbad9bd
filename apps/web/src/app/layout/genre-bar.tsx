import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import classes from "./genre-bar.module.css";
import { GENRE_SCROLL_STEP } from "./navigation.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

export interface GenreLink {
  id: string;
  name: string;
}

/** Where the scroller stands: whether it overflows, and whether it can go further each way. */
interface ScrollState {
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const FITS: ScrollState = { overflows: false, atStart: true, atEnd: true };

/** Follows the scroller's overflow and position (on resize, on scroll, when its links change). */
function useScrollState(scroller: RefObject<HTMLDivElement | null>, key: string) {
  const [state, setState] = useState<ScrollState>(FITS);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth;
      const next = {
        overflows: max > 1,
        atStart: el.scrollLeft <= 1,
        atEnd: el.scrollLeft >= max - 1,
      };
      setState((s) =>
        s.overflows === next.overflows && s.atStart === next.atStart && s.atEnd === next.atEnd
          ? s
          : next,
      );
    };
    measure();
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resize?.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize?.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [scroller, key]);
  return state;
}

/**
 * "All" plus one button per genre (spec §2, §9). On screens ≥ 640 px, arrows scroll 300 px — only
 * when the chips overflow the bar, each disabled at its end.
 */
export function GenreBar({ kind, genres }: { kind: "movies" | "series"; genres: GenreLink[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, atStart, atEnd } = useScrollState(scroller, genres.map((g) => g.id).join(","));
  const { pathname } = useLocation();
  const i18n = useI18n();
  const base = kind === "movies" ? "/genres" : "/seriesgenres";
  const allPath = kind === "movies" ? "/movies" : "/series";
  const scroll = (direction: 1 | -1) => {
    scroller.current?.scrollBy({ left: direction * GENRE_SCROLL_STEP, behavior: "smooth" });
  };
  const all = i18n._({ id: "genres.all", message: "All" });
  const items = [{ id: "", name: all, to: allPath }].concat(
    genres.map((g) => ({ ...g, to: `${base}/${g.id}?genre=${encodeURIComponent(g.name)}` })),
  );
  return (
    <nav
      aria-label={
        kind === "movies"
          ? i18n._({ id: "genres.movies", message: "Movie genres" })
          : i18n._({ id: "genres.series", message: "Series genres" })
      }
      className={classes.wrap}
    >
      <ActionIcon
        className={classes.arrow}
        data-shown={overflows || undefined}
        disabled={atStart}
        variant="default"
        radius="xl"
        aria-label="Scroll genres left"
        onClick={() => {
          scroll(-1);
        }}
      >
        ‹
      </ActionIcon>
      <div ref={scroller} className={classes.scroller} data-testid="genre-scroller">
        {items.map((item) => {
          const active = item.id ? pathname === `${base}/${item.id}` : pathname === allPath;
          return (
            <Link
              key={item.name}
              to={item.to}
              className={classes.item}
              data-active={active || undefined}
              aria-current={active ? "page" : undefined}
            >
              {item.name}
            </Link>
          );
        })}
      </div>
      <ActionIcon
        className={classes.arrow}
        data-shown={overflows || undefined}
        disabled={atEnd}
        variant="default"
        radius="xl"
        aria-label="Scroll genres right"
        onClick={() => {
          scroll(1);
        }}
      >
        ›
      </ActionIcon>
    </nav>
  );
}
