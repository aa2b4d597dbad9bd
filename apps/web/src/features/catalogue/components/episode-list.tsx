import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { seriesPath } from "@tazama/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { imageSrcSet } from "../../../lib/image.ts";
import { imageSrc } from "../lib/artwork.ts";
import { titlePath } from "../lib/cards.ts";
import { type EpisodeStates, episodeBadges, episodeProgress } from "../lib/episode-state.ts";
import { formatDuration } from "../lib/format-duration.ts";
import { watchPath } from "../lib/watch-path.ts";
import classes from "./episode-list.module.css";

interface ListedEpisode {
  ref: string;
  episodeNumber: number;
  synopsis: string;
  duration: number;
  images: { landscape: string };
}

export interface EpisodeListProps {
  series: { ref: string; title: string; episodes: readonly ListedEpisode[] };
  /** The episode on screen (its own page), marked as the current page. */
  currentRef?: string;
  /** The viewer's hold on each episode and how much they watched, by ref. */
  states?: EpisodeStates;
  /** On the series' own page the series is not linked again. */
  linkSeries?: boolean;
}

/**
 * The episodes of the series, by number. One the viewer may play opens the player; any other its
 * page (to buy or rent it). With `states`, each shows Owned, Rented… and how far it was watched.
 */
export function EpisodeList({ series, currentRef, states, linkSeries = true }: EpisodeListProps) {
  const headingId = useId();
  const i18n = useI18n();
  const episodes = [...series.episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  const count = i18n._({
    id: "episodes.count",
    message: "{count, plural, one {# episode} other {# episodes}}",
    values: { count: episodes.length },
  });
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {i18n._({ id: "episodes.heading", message: "Episodes" })}
      </h2>
      <p className={classes.sub}>
        {linkSeries ? (
          <>
            <Link to={seriesPath(series.ref)} className={classes.seriesLink}>
              {series.title}
            </Link>
            {` · ${count}`}
          </>
        ) : (
          count
        )}
      </p>
      <ol className={classes.list}>
        {episodes.map((episode) => {
          const current = episode.ref === currentRef;
          const state = states?.get(episode.ref);
          const badges = episodeBadges(state);
          const progress = episodeProgress(state);
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
                {progress !== null ? (
                  <span className={classes.progress} aria-hidden="true">
                    <span style={{ width: `${Math.round(progress * 100)}%` }} />
                  </span>
                ) : null}
              </span>
              <span className={classes.text}>
                <Link
                  to={state?.access ? watchPath(episode.ref) : titlePath(episode.ref)}
                  className={classes.link}
                  aria-current={current ? "page" : undefined}
                >
                  {/* A no-break space: the number never wraps to a line of its own. */}
                  {i18n._({
                    id: "episodes.number",
                    message: "Episode\u00a0{number}",
                    values: { number: episode.episodeNumber },
                  })}
                </Link>
                <span className={classes.meta}>
                  {formatDuration(episode.duration)}
                  {current ? <span className={classes.now}>Now viewing</span> : null}
                  {badges.map((badge) => (
                    <span key={badge} className={classes.badge}>
                      {badge}
                    </span>
                  ))}
                  {progress !== null ? (
                    <span className={classes.visuallyHidden}>
                      {`${Math.round(progress * 100)}% watched`}
                    </span>
                  ) : null}
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
