import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { useCatalogueView } from "../hooks/use-catalogue-view.ts";
import { movieCard, seriesCard } from "../lib/cards.ts";
import { genrePath } from "../lib/genre-groups.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Hero, HeroSkeleton } from "./hero.tsx";
import classes from "./home-browse.module.css";
import { PosterRow, PosterRowSkeleton } from "./poster-row.tsx";

/** Posters of the first row on screen at load on a phone; the others load as they near the viewport. */
const FIRST_ROW_EAGER = 3;

/** Home: a featured title, then a row per movie genre with a row of series after the first. */
export function HomeBrowse() {
  const { data, isPending, isError, refetch } = useCatalogueView();

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
  const seriesRow =
    data.series.length > 0 ? (
      <PosterRow
        title="Series"
        seeAllTo="/series"
        cards={data.series.map(seriesCard)}
        eagerCount={firstGroup ? 0 : FIRST_ROW_EAGER}
      />
    ) : null;

  if (!featured && data.genreGroups.length === 0 && data.series.length === 0) {
    return (
      <Container size="xl">
        <EmptyState title="Nothing here yet" actionLabel="Browse all movies" actionTo="/movies">
          New African movies and series are on their way. Check back soon.
        </EmptyState>
      </Container>
    );
  }

  return (
    <>
      {featured ? (
        <Hero item={featured} />
      ) : (
        <h1 className={classes.srOnly}>Tazama: African movies and series</h1>
      )}
      <Container size="xl" className={classes.rows}>
        {firstGroup ? (
          <PosterRow
            title={firstGroup.name}
            seeAllTo={genrePath("movies", firstGroup.id, firstGroup.name)}
            cards={firstGroup.movies.map((m) => movieCard(m))}
            eagerCount={FIRST_ROW_EAGER}
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
      </Container>
    </>
  );
}
