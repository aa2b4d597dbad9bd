import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { posterImage } from "../lib/artwork.ts";
import type { PosterCardData } from "../lib/cards.ts";
import { useNearViewport } from "../hooks/use-near-viewport.ts";
import { useCardAction } from "./card-action.tsx";
import classes from "./poster-card.module.css";

/** A 2:3 poster with its title; the whole card is the link. The poster's alt is the title. */
export function PosterCard({
  card,
  sizes,
  eager = false,
}: {
  card: PosterCardData;
  sizes: string;
  eager?: boolean;
}) {
  // The image is requested once the card nears the viewport; the frame keeps its size meanwhile.
  const [ref, near, observed] = useNearViewport<HTMLAnchorElement>(eager);
  const image = posterImage(card.poster, sizes);
  const action = useCardAction();
  const i18n = useI18n();
  const meta =
    card.meta ??
    (card.episodes === undefined
      ? undefined
      : i18n._({
          id: "episodes.count",
          message: "{count, plural, one {# episode} other {# episodes}}",
          values: { count: card.episodes },
        }));
  const extra = action?.(card);
  const link = (
    <Link ref={ref} to={card.to} className={classes.card}>
      <span className={classes.frame}>
        <img
          className={classes.poster}
          src={near ? image.src : undefined}
          srcSet={near ? image.srcSet : undefined}
          sizes={image.sizes}
          width={600}
          height={900}
          alt={card.title}
          // Our observer already waits for the viewport; the browser's lazy margin is the fallback.
          loading={eager || observed ? "eager" : "lazy"}
          decoding="async"
        />
        {card.progress === undefined ? null : (
          <span className={classes.progress} aria-hidden="true">
            <span
              className={classes.progressFill}
              style={{ width: `${Math.round(Math.min(1, Math.max(0, card.progress)) * 100)}%` }}
            />
          </span>
        )}
      </span>
      {/* The poster's alt already names the link; the caption is for the eyes. */}
      <span className={classes.title} aria-hidden="true">
        {card.title}
      </span>
      {meta ? <span className={classes.meta}>{meta}</span> : null}
    </Link>
  );
  if (!extra) return link;
  // The action is the link's sibling (a button inside a link is not allowed), over the poster.
  return (
    <div className={classes.withAction}>
      {link}
      <div className={classes.action}>{extra}</div>
    </div>
  );
}

/** A placeholder of the same size as a card while the catalogue loads. */
export function PosterCardSkeleton() {
  return (
    <span className={classes.card} aria-hidden="true">
      <span className={`${classes.frame} ${classes.shimmer}`} />
      <span className={`${classes.line} ${classes.shimmer}`} />
      <span className={`${classes.line} ${classes.short} ${classes.shimmer}`} />
    </span>
  );
}
