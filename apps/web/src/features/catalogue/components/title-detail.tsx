import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Container } from "@mantine/core";
import type { ContentDetail } from "@tazama/contracts";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { isTitleNotFound, useContent } from "../api/get-content.ts";
import { formatDuration } from "../lib/format-duration.ts";
import { genrePath } from "../lib/genre-groups.ts";
import { HydrationSlice } from "../../../components/ui/hydration-slice.tsx";
import { EmptyState } from "./catalogue-states.tsx";
import { DetailBackdrop, DetailLoadError, DetailPoster } from "./detail-parts.tsx";
import { EpisodeList } from "./episode-list.tsx";
import { PurchaseActions, type RenderPurchase } from "./purchase-actions.tsx";
import { TitleCredits } from "./title-credits.tsx";
import { DataSizes, TitleWatchActions } from "./title-media.tsx";
import classes from "./title-detail.module.css";

/** /view/{ref}: a movie or an episode, with its prices and, for an episode, the series' episodes. */
/** What the route adds to a loaded title page from other features (My List, thumbs, rows). */
export interface TitleExtras {
  /** Under the buy and play buttons: the viewer's own actions on the title. */
  actions?: (detail: ContentDetail) => ReactNode;
  /** After the episodes: rows of other titles. */
  related?: (detail: ContentDetail) => ReactNode;
}

export function TitleDetail({
  contentRef,
  renderPurchase,
  extras,
}: {
  contentRef: string;
  renderPurchase?: RenderPurchase;
  extras?: TitleExtras;
}) {
  const { data, isPending, isError, error, refetch } = useContent(contentRef);
  const i18n = useI18n();
  if (isPending) return <TitleDetailSkeleton />;
  if (isError) {
    if (isTitleNotFound(error)) {
      return (
        <Container size="xl">
          <EmptyState
            title={i18n._({ id: "title.not-found", message: "Title not found" })}
            actionLabel={i18n._({ id: "title.back-home", message: "Back to Home" })}
            actionTo="/"
          >
            {i18n._({
              id: "title.not-found-text",
              message:
                "We couldn’t find a title called “{ref}”. It may have been taken down, or the link may be mistyped.",
              values: { ref: contentRef },
            })}
          </EmptyState>
        </Container>
      );
    }
    return (
      <DetailLoadError
        what="title"
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  return <TitleDetailView detail={data} renderPurchase={renderPurchase} extras={extras} />;
}

function TitleDetailView({
  detail,
  renderPurchase,
  extras,
}: {
  detail: ContentDetail;
  renderPurchase?: RenderPurchase;
  extras?: TitleExtras;
}) {
  const headingId = useId();
  const i18n = useI18n();
  const { series } = detail;
  const duration = formatDuration(detail.duration);
  const genreKind = series ? "series" : "movies";
  return (
    <article className={classes.page} aria-labelledby={headingId}>
      <DetailBackdrop landscape={detail.images.landscape} />
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <DetailPoster portrait={detail.images.portrait} alt={detail.title} />
          <div className={classes.heading}>
            <p className={classes.eyebrow}>
              {series
                ? i18n._({
                    id: "title.episode-of",
                    message: "{series} · Episode {number}",
                    values: { series: series.title, number: series.episodeNumber },
                  })
                : i18n._({ id: "title.movie", message: "Movie" })}
            </p>
            <h1 id={headingId} className={classes.title}>
              {detail.title}
            </h1>
            <p className={classes.facts}>
              <span>{detail.year}</span>
              {duration ? <span>{duration}</span> : null}
            </p>
          </div>
          <div className={classes.main}>
            {detail.genres.length > 0 ? (
              <ul
                className={classes.genres}
                aria-label={i18n._({ id: "title.genres", message: "Genres" })}
              >
                {detail.genres.map((genre) => (
                  <li key={genre.id}>
                    <Link to={genrePath(genreKind, genre.id, genre.name)} className={classes.genre}>
                      {genre.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {detail.tagline ? <p className={classes.tagline}>{detail.tagline}</p> : null}
            <HydrationSlice>
              <PurchaseActions detail={detail} renderPurchase={renderPurchase} />
              <TitleWatchActions detail={detail} />
            </HydrationSlice>
            {extras?.actions ? (
              <HydrationSlice>
                <div className={classes.extras}>{extras.actions(detail)}</div>
              </HydrationSlice>
            ) : null}
            <p className={classes.synopsis}>{detail.synopsis}</p>
            <HydrationSlice>
              {detail.tags.length > 0 ? (
                <ul
                  className={classes.tags}
                  aria-label={i18n._({ id: "title.tags", message: "Tags" })}
                >
                  {detail.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="outline" color="gray" radius="sm" size="sm" tt="none">
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              <dl className={classes.details}>
                <div>
                  <dt>{i18n._({ id: "title.country", message: "Country" })}</dt>
                  <dd>{detail.country || "—"}</dd>
                </div>
                <div>
                  <dt>{i18n._({ id: "title.language", message: "Language" })}</dt>
                  <dd>{detail.language || "—"}</dd>
                </div>
              </dl>
              <TitleCredits credits={detail.credits} />
              <DataSizes contentRef={detail.ref} />
            </HydrationSlice>
          </div>
        </div>
        {series ? (
          <HydrationSlice>
            <EpisodeList series={series} currentRef={detail.ref} />
          </HydrationSlice>
        ) : null}
        <HydrationSlice>{extras?.related?.(detail)}</HydrationSlice>
      </Container>
    </article>
  );
}

/** The same boxes as the loaded page, so nothing jumps when the title arrives. */
export function TitleDetailSkeleton() {
  return (
    <div className={`${classes.page} ${classes.loading}`} aria-busy="true">
      <div className={`${classes.backdrop} ${classes.shimmer}`} />
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <div className={`${classes.posterFrame} ${classes.shimmer}`} />
          <div className={classes.heading}>
            <span className={`${classes.bone} ${classes.boneEyebrow}`} />
            <span className={`${classes.bone} ${classes.boneTitle}`} />
            <span className={`${classes.bone} ${classes.boneFacts}`} />
          </div>
          <div className={classes.main}>
            <span className={`${classes.bone} ${classes.boneChips}`} />
            <span className={`${classes.bone} ${classes.boneLine}`} />
            <span className={`${classes.bone} ${classes.boneButtons}`} />
            <span className={`${classes.bone} ${classes.boneLine}`} />
            <span className={`${classes.bone} ${classes.boneLine}`} />
            <span className={`${classes.bone} ${classes.boneLineShort}`} />
          </div>
        </div>
      </Container>
    </div>
  );
}
