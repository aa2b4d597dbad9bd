import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon } from "@mantine/core";
import { useRef } from "react";
import { Link, useLocation } from "react-router";
import classes from "./genre-bar.module.css";
import { GENRE_SCROLL_STEP } from "./navigation.ts";

export interface GenreLink {
  id: string;
  name: string;
}

/** "All" plus one button per genre; arrows scroll 300 px on screens ≥ 640 px (spec §2, §9). */
export function GenreBar({ kind, genres }: { kind: "movies" | "series"; genres: GenreLink[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const base = kind === "movies" ? "/genres" : "/seriesgenres";
  const allPath = kind === "movies" ? "/movies" : "/series";
  const scroll = (direction: 1 | -1) => {
    scroller.current?.scrollBy({ left: direction * GENRE_SCROLL_STEP, behavior: "smooth" });
  };
  const items = [{ id: "", name: "All", to: allPath }].concat(
    genres.map((g) => ({ ...g, to: `${base}/${g.id}?genre=${encodeURIComponent(g.name)}` })),
  );
  return (
    <nav aria-label={kind === "movies" ? "Movie genres" : "Series genres"} className={classes.wrap}>
      <ActionIcon
        className={classes.arrow}
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
