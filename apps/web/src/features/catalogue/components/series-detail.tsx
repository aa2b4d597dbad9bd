import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button, Container } from "@mantine/core";
import type { Currency, SeriesDetail } from "@tazama/contracts";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { isTitleNotFound } from "../api/get-content.ts";
import { useSeries } from "../api/get-series.ts";
import { useViewerCurrency } from "../hooks/use-viewer-currency.ts";
import { type EpisodeStates, nextToPlay } from "../lib/episode-state.ts";
import { genrePath } from "../lib/genre-groups.ts";
import { watchPath } from "../lib/watch-path.ts";
import { accentButton } from "./accent-button.ts";
import { EmptyState } from "./catalogue-states.tsx";
import { DetailBackdrop, DetailLoadError, DetailPoster } from "./detail-parts.tsx";
import { EpisodeList } from "./episode-list.tsx";
import { SeriesBundleTeaser } from "./series-bundle-teaser.tsx";
import { TitleDetailSkeleton } from "./title-detail.tsx";
import classes from "./title-detail.module.css";
import actionClasses from "../../../components/ui/purchase-actions.module.css";
import seriesClasses from "./series-detail.module.css";

/** A signed-in viewer's bundle offer, composed in by the route; the teaser (log in first) otherwise. */
export type RenderBundleOffer = (series: SeriesDetail, viewerCurrency: Currency) => ReactNode;

/** /series/{ref}: a series with its episodes, the viewer's state of each, and its bundle. */
export function SeriesDetailPage({
  seriesRef,
  renderOffer,
  states,
}: {
  seriesRef: string;
  renderOffer?: RenderBundleOffer;
  states?: EpisodeStates;
}) {
  const { data, isPending, isError, error, refetch } = useSeries(seriesRef);
  const i18n = useI18n();
  if (isPending) return <TitleDetailSkeleton />;
  if (isError) {
    if (isTitleNotFound(error)) {
      return (
        <Container size="xl">
          <EmptyState
            title={i18n._({ id: "series.not-found", message: "Series not found" })}
            actionLabel={i18n._({ id: "series.browse-all", message: "Browse all series" })}
            actionTo="/series"
          >
            {i18n._({
              id: "series.not-found-text",
              message:
                "We couldn’t find a series called “{ref}”. It may have been taken down, or the link may be mistyped.",
              values: { ref: seriesRef },
            })}
          </EmptyState>
        </Container>
      );
    }
    return (
      <DetailLoadError
        what="series"
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  return <SeriesDetailView series={data} renderOffer={renderOffer} states={states} />;
}

function SeriesDetailView({
  series,
  renderOffer,
  states,
}: {
  series: SeriesDetail;
  renderOffer?: RenderBundleOffer;
  states?: EpisodeStates;
}) {
  const headingId = useId();
  const currency = useViewerCurrency();
  const i18n = useI18n();
  const next = states ? nextToPlay(series.episodes, states) : null;
  const offer = renderOffer ? (
    renderOffer(series, currency)
  ) : (
    <SeriesBundleTeaser series={series} currency={currency} />
  );
  return (
    <article className={classes.page} aria-labelledby={headingId}>
      <DetailBackdrop landscape={series.images.landscape} />
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <DetailPoster portrait={series.images.portrait} alt={series.title} />
          <div className={classes.heading}>
            <p className={classes.eyebrow}>{i18n._({ id: "series.eyebrow", message: "Series" })}</p>
            <h1 id={headingId} className={classes.title}>
              {series.title}
            </h1>
            <p className={classes.facts}>
              <span>{series.year}</span>
              <span>
                {i18n._({
                  id: "episodes.count",
                  message: "{count, plural, one {# episode} other {# episodes}}",
                  values: { count: series.episodes.length },
                })}
              </span>
            </p>
          </div>
          <div className={classes.main}>
            {series.genres.length > 0 ? (
              <ul
                className={classes.genres}
                aria-label={i18n._({ id: "title.genres", message: "Genres" })}
              >
                {series.genres.map((genre) => (
                  <li key={genre.id}>
                    <Link to={genrePath("series", genre.id, genre.name)} className={classes.genre}>
                      {genre.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {series.tagline ? <p className={classes.tagline}>{series.tagline}</p> : null}
            <div className={seriesClasses.actions}>
              {next ? (
                <div className={actionClasses.actions}>
                  <div className={actionClasses.buttons}>
                    <Button
                      {...accentButton}
                      component={Link}
                      to={watchPath(next.ref)}
                      size="md"
                      radius="xl"
                      className={actionClasses.button}
                    >
                      {next.resume
                        ? i18n._({
                            id: "series.resume-episode",
                            message: "Resume Episode {number}",
                            values: { number: next.episodeNumber },
                          })
                        : i18n._({
                            id: "series.play-episode",
                            message: "Play Episode {number}",
                            values: { number: next.episodeNumber },
                          })}
                    </Button>
                  </div>
                </div>
              ) : null}
              {offer}
            </div>
            <p className={classes.synopsis}>{series.synopsis}</p>
            <dl className={classes.details}>
              <div>
                <dt>{i18n._({ id: "title.country", message: "Country" })}</dt>
                <dd>{series.country || "—"}</dd>
              </div>
              <div>
                <dt>{i18n._({ id: "title.language", message: "Language" })}</dt>
                <dd>{series.language || "—"}</dd>
              </div>
            </dl>
          </div>
        </div>
        <EpisodeList series={series} states={states} linkSeries={false} />
      </Container>
    </article>
  );
}
