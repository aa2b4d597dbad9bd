import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button, Container } from "@mantine/core";
import { imageSrcSet } from "../../../lib/image.ts";
import { backdropImage, imageSrc } from "../lib/artwork.ts";
import classes from "./title-detail.module.css";

const POSTER_SIZES = "(min-width: 1200px) 280px, (min-width: 768px) 232px, 108px";

/** A detail page (a title's, a series') that failed to load, with Try again. */
export function DetailLoadError({
  what,
  onRetry,
}: {
  what: "title" | "series";
  onRetry: () => void;
}) {
  const i18n = useI18n();
  return (
    <Container size="xl">
      <div className={classes.error} role="alert">
        <p className={classes.errorTitle}>
          {what === "series"
            ? i18n._({ id: "detail.load-error-series", message: "We couldn’t load this series" })
            : i18n._({ id: "detail.load-error", message: "We couldn’t load this title" })}
        </p>
        <p className={classes.errorText}>
          {i18n._({
            id: "detail.load-error-text",
            message: "Check your connection and try again.",
          })}
        </p>
        <Button variant="default" radius="xl" mt="lg" onClick={onRetry}>
          {i18n._({ id: "action.try-again", message: "Try again" })}
        </Button>
      </div>
    </Container>
  );
}

/** The landscape art behind the top of a detail page (the page's largest image: loaded first). */
export function DetailBackdrop({ landscape }: { landscape: string }) {
  const backdrop = backdropImage(landscape);
  return (
    <div className={classes.backdrop}>
      <img
        className={classes.backdropArt}
        src={backdrop.src}
        srcSet={backdrop.srcSet}
        sizes={backdrop.sizes}
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
      />
    </div>
  );
}

/** The portrait poster beside a detail page's heading. */
export function DetailPoster({ portrait, alt }: { portrait: string; alt: string }) {
  return (
    <div className={classes.posterFrame}>
      <img
        className={classes.poster}
        src={imageSrc(portrait)}
        srcSet={imageSrcSet(portrait, 1080)}
        sizes={POSTER_SIZES}
        width={600}
        height={900}
        alt={alt}
      />
    </div>
  );
}
