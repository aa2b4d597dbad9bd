import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button, Container } from "@mantine/core";
import type { CatalogueItem } from "@tazama/contracts";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { backdropImage, landscapeArt } from "../lib/artwork.ts";
import { titlePath } from "../lib/cards.ts";
import { formatDuration } from "../lib/format-duration.ts";
import { parseGenres } from "../lib/parse-genres.ts";
import classes from "./hero.module.css";
import { accentButton } from "./accent-button.ts";

/**
 * The featured title on the home page: landscape art in a fixed 16:9 box (no layout shift), and
 * the route's watch and buy actions (`actions`, loaded after the first paint) before See details.
 */
export function Hero({ item, actions }: { item: CatalogueItem; actions?: ReactNode }) {
  const i18n = useI18n();
  const headingId = useId();
  const art = backdropImage(landscapeArt(item));
  const facts = [String(item.year), formatDuration(item.duration), ...parseGenres(item.genres)]
    .filter((fact) => fact !== "")
    .join(" · ");
  return (
    <section className={classes.hero} aria-labelledby={headingId}>
      <div className={classes.media}>
        <img
          className={classes.art}
          src={art.src}
          srcSet={art.srcSet}
          sizes={art.sizes}
          width={1920}
          height={1080}
          alt=""
          fetchPriority="high"
        />
      </div>
      <div className={classes.overlay}>
        <Container size="xl" className={classes.copy}>
          <p className={classes.eyebrow}>{i18n._({ id: "hero.featured", message: "Featured" })}</p>
          <h1 id={headingId} className={classes.title}>
            {item.title}
          </h1>
          <p className={classes.facts}>{facts}</p>
          <p className={classes.synopsis}>{item.synopsis}</p>
          <div className={classes.cta}>
            {actions}
            <Button
              {...(actions ? { variant: "default" } : accentButton)}
              component={Link}
              to={titlePath(item.ref)}
              size="md"
              radius="xl"
              aria-label={i18n._({
                id: "hero.details-label",
                message: "See details: {title}",
                values: { title: item.title },
              })}
            >
              {i18n._({ id: "hero.details", message: "See details" })}
            </Button>
          </div>
        </Container>
      </div>
    </section>
  );
}

export function HeroSkeleton() {
  return (
    <div className={classes.hero} aria-hidden="true">
      <div className={`${classes.media} ${classes.shimmer}`} />
      <div className={classes.overlay}>
        <Container size="xl" className={classes.copy}>
          <span className={`${classes.bone} ${classes.boneEyebrow}`} />
          <span className={`${classes.bone} ${classes.boneTitle}`} />
          <span className={`${classes.bone} ${classes.boneText}`} />
          <span className={`${classes.bone} ${classes.boneText}`} />
        </Container>
      </div>
    </div>
  );
}
