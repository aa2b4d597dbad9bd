import { BYTES_MESSAGES } from "../../../lib/format-bytes.ts";
import { lookUp } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import type { ContentDetail } from "@tazama/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { PlayGlyph } from "../../../components/ui/play-glyph.tsx";
import { useMediaSummary } from "../api/get-media-summary.ts";
import { watchPath } from "../lib/watch-path.ts";
import { dataSizes } from "../lib/format-bytes.ts";
import { accentButton } from "./accent-button.ts";
import classes from "./title-media.module.css";

/**
 * Play trailer for every title whose trailer is ready, and Play for a free title's film (a paid
 * film's Play comes with the purchase flow). The row keeps its height while the summary loads.
 */
export function TitleWatchActions({ detail }: { detail: ContentDetail }) {
  const i18n = useI18n();
  const { data, isPending } = useMediaSummary(detail.ref);
  // What the row may show is the browser's to ask: until it knows, its words are looked up, so
  // that a drawn page's head has them.
  if (isPending) lookUp(i18n, ["title.play", "title.play-trailer", "title.trailer-coming"]);
  const trailer = data?.trailer;
  const playFilm = detail.free && data?.main?.status === "ready";
  const trailerComing = trailer && (trailer.status === "queued" || trailer.status === "processing");
  return (
    <div className={classes.watch}>
      {playFilm ? (
        <Button
          {...accentButton}
          component={Link}
          to={watchPath(detail.ref, false)}
          radius="xl"
          leftSection={<PlayGlyph />}
        >
          {i18n._({ id: "title.play", message: "Play" })}
        </Button>
      ) : null}
      {trailer?.status === "ready" ? (
        <Button
          component={Link}
          to={watchPath(detail.ref, true)}
          radius="xl"
          variant="default"
          leftSection={<PlayGlyph />}
        >
          {i18n._({ id: "title.play-trailer", message: "Play trailer" })}
        </Button>
      ) : null}
      {trailerComing ? (
        <p className={classes.note}>
          {i18n._({ id: "title.trailer-coming", message: "The trailer is being prepared." })}
        </p>
      ) : null}
    </div>
  );
}

/** "Data per quality": what watching the whole film (or, until it is ready, the trailer) costs. */
export function DataSizes({ contentRef }: { contentRef: string }) {
  const headingId = useId();
  const { data, isPending } = useMediaSummary(contentRef);
  const i18n = useI18n();
  if (isPending) {
    lookUp(i18n, ["title.data-sizes", "title.data-main", "title.data-trailer", ...BYTES_MESSAGES]);
  }
  const sizes = dataSizes(data, i18n);
  if (!sizes) return null;
  return (
    <section className={classes.sizes} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sizesTitle}>
        {i18n._({ id: "title.data-sizes", message: "Data per quality" })}
      </h2>
      <p className={classes.sizesOf}>
        {sizes.of === "main"
          ? i18n._({ id: "title.data-main", message: "Watching the whole title" })
          : i18n._({ id: "title.data-trailer", message: "Trailer (the film is not ready yet)" })}
      </p>
      <ul className={classes.sizeList}>
        {sizes.entries.map((entry) => (
          <li key={entry.key} className={classes.size}>
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
