import type { ContentDetail } from "@tazama/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { imageSrcSet } from "../../../lib/image.ts";
import { imageSrc } from "../lib/artwork.ts";
import { countLabel, titlePath } from "../lib/cards.ts";
import { formatDuration } from "../lib/format-duration.ts";
import classes from "./episode-list.module.css";

type SeriesDetail = NonNullable<ContentDetail["series"]>;

/** The episodes of the series, by number; the one on screen is marked as the current page. */
export function EpisodeList({ series, currentRef }: { series: SeriesDetail; currentRef: string }) {
  const headingId = useId();
  const episodes = [...series.episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        Episodes
      </h2>
      <p className={classes.sub}>
        {series.title} · {countLabel(episodes.length, "episode", "episodes")}
      </p>
      <ol className={classes.list}>
        {episodes.map((episode) => {
          const current = episode.ref === currentRef;
          return (
            <li key={episode.ref} className={classes.episode} data-current={current || undefined}>
              <span className={classes.thumb}>
                <img
                  src={imageSrc(episode.images.landscape)}
                  srcSet={imageSrcSet(episode.images.landscape, 1080)}
                  sizes="(min-width: 768px) 168px, 128px"
                  width={1920}
                  height={1080}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className={classes.number} aria-hidden="true">
                  {episode.episodeNumber}
                </span>
              </span>
              <span className={classes.text}>
                <Link
                  to={titlePath(episode.ref)}
                  className={classes.link}
                  aria-current={current ? "page" : undefined}
                >
                  {/* A no-break space: the number never wraps to a line of its own. */}
                  {`Episode\u00a0${episode.episodeNumber}`}
                </Link>
                <span className={classes.meta}>
                  {formatDuration(episode.duration)}
                  {current ? <span className={classes.now}>Now viewing</span> : null}
                </span>
                <span className={classes.synopsis}>{episode.synopsis}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
