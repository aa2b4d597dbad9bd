import { lookUp } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import type { CatalogueItem } from "@tazama/contracts";
import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { type ReactNode, useDeferredValue } from "react";
import { useContinueWatching, usePopular } from "../api/get-watching-rows.ts";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { movieCard, seriesCard } from "../lib/cards.ts";
import { continueCard, popularCard } from "../lib/watching-cards.ts";
import { genrePath } from "../lib/genre-groups.ts";
import { HydrationSlice } from "../../../components/ui/hydration-slice.tsx";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Hero, HeroSkeleton } from "./hero.tsx";
import classes from "./home-browse.module.css";
import { PosterRow, PosterRowSkeleton } from "./poster-row.tsx";

/** Posters of the first row on screen at load on a phone; the others load as they near the viewport. */
const FIRST_ROW_EAGER = 3;

/** Who is looking: "unknown" while the session is being checked. */
export type HomeViewer = "anonymous" | "signed-in" | "unknown";

/**
 * Home: a featured title, then Continue watching (signed in) and Popular when they have titles,
 * then a row per movie genre with a row of series after the first. The rows wait (as skeletons)
 * until those two answers are in, so no row moves once shown; the hero does not wait.
 */
/** The rows' own titles (the genres' are data), shown once the rows settle. */
export const HOME_ROW_MESSAGES = ["home.popular", "home.continue", "category.series"];

export function HomeBrowse({
  viewer = "anonymous",
  personalRows,
  heroActions,
}: {
  viewer?: HomeViewer;
  /** The featured title's Play / Rent and Play trailer, from the route (loaded after paint). */
  heroActions?: (item: CatalogueItem) => ReactNode;
  /** The signed-in viewer's own rows from other features (My List, Top picks), after Continue watching. */
  personalRows?: ReactNode;
}) {
  const i18n = useI18n();
  const { data, isPending, isError, refetch } = useCatalogueView();
  const popular = usePopular();
  const continuing = useContinueWatching(viewer === "signed-in");
  // Deferred: the rows (dozens of cards) are drawn in an interruptible background render, not in
  // the one blocking task of the query update that settles them (Total Blocking Time).
  const rowsSettled = useDeferredValue(
    !popular.isPending && viewer !== "unknown" && !(viewer === "signed-in" && continuing.isPending),
  );
  // Until the rows settle (the server's render, hydration), their words are looked up, so that a
  // drawn page's head has them.
  if (!rowsSettled) lookUp(i18n, HOME_ROW_MESSAGES);

  if (isPending) {
    return (
      <div aria-busy="true">
        <HeroSkeleton />
        <Container size="xl" className={classes.rows}>
          <PosterRowSkeleton />
          <PosterRowSkeleton />
        </Container>
      </div>
    );
  }
  if (isError) {
    return (
      <Container size="xl">
        <CatalogueError
          onRetry={() => {
            void refetch();
          }}
        />
      </Container>
    );
  }

  const featured = data.movies[0];
  const [firstGroup, ...otherGroups] = data.genreGroups;
  const continueItems = (viewer === "signed-in" && continuing.data?.items) || [];
  const popularItems = popular.data?.items ?? [];
  // The first row on screen loads its first posters eagerly, whichever row it is.
  const firstRow =
    continueItems.length > 0
      ? "continue"
      : popularItems.length > 0
        ? "popular"
        : firstGroup
          ? "genre"
          : "series";
  const eagerIf = (row: typeof firstRow) => (row === firstRow ? FIRST_ROW_EAGER : 0);
  const continueRow =
    continueItems.length > 0 ? (
      <PosterRow
        title={i18n._({ id: "home.continue", message: "Continue watching" })}
        cards={continueItems.map(continueCard)}
        eagerCount={eagerIf("continue")}
      />
    ) : null;
  const popularRow =
    popularItems.length > 0 ? (
      <PosterRow
        title={i18n._({ id: "home.popular", message: "Popular" })}
        cards={popularItems.map(popularCard)}
        eagerCount={eagerIf("popular")}
      />
    ) : null;
  const seriesRow =
    data.series.length > 0 ? (
      <PosterRow
        title={i18n._({ id: "category.series", message: "Series" })}
        seeAllTo="/series"
        cards={data.series.map(seriesCard)}
        eagerCount={eagerIf("series")}
      />
    ) : null;

  if (!featured && data.genreGroups.length === 0 && data.series.length === 0) {
    return (
      <Container size="xl">
        <EmptyState
          title={i18n._({ id: "home.empty", message: "Nothing here yet" })}
          actionLabel={i18n._({ id: "home.empty-action", message: "Browse all movies" })}
          actionTo="/movies"
        >
          {i18n._({
            id: "home.empty-text",
            message: "New African movies and series are on their way. Check back soon.",
          })}
        </EmptyState>
      </Container>
    );
  }

  return (
    <>
      {featured ? (
        <HydrationSlice>
          <Hero item={featured} actions={heroActions?.(featured)} />
        </HydrationSlice>
      ) : (
        <h1 className={classes.srOnly}>Tazama: African movies and series</h1>
      )}
      <Container size="xl" className={classes.rows}>
        {rowsSettled ? (
          <>
            {continueRow}
            {viewer === "signed-in" ? personalRows : null}
            {popularRow}
            {firstGroup ? (
              <PosterRow
                title={firstGroup.name}
                seeAllTo={genrePath("movies", firstGroup.id, firstGroup.name)}
                cards={firstGroup.movies.map((m) => movieCard(m))}
                eagerCount={eagerIf("genre")}
              />
            ) : null}
            {seriesRow}
            {otherGroups.map((group) => (
              <PosterRow
                key={group.id}
                title={group.name}
                seeAllTo={genrePath("movies", group.id, group.name)}
                cards={group.movies.map((m) => movieCard(m))}
              />
            ))}
          </>
        ) : (
          <div aria-busy="true">
            <PosterRowSkeleton />
            <PosterRowSkeleton />
          </div>
        )}
      </Container>
    </>
  );
}
