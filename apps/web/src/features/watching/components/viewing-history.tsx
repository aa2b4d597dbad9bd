import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { imageSrc, imageSrcSet } from "@tazama/contracts";
import { Link } from "react-router";
import { useHistory } from "../api/get-history.ts";
import { useRemoveFromHistory } from "../api/remove-from-history.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./viewing-history.module.css";

/**
 * Viewing history (`users/allviews`): every title the viewer started, latest first, how far they
 * got and when; "Remove" forgets it (it also leaves Continue watching and stops steering picks).
 */
export function ViewingHistory() {
  const i18n = useI18n();
  const history = useHistory();
  const remove = useRemoveFromHistory();
  if (history.isPending) {
    return (
      <p aria-busy="true">
        {i18n._({ id: "history.loading", message: "Loading your viewing history…" })}
      </p>
    );
  }
  if (history.isError) {
    return (
      <p role="alert">
        {i18n._({ id: "history.failed", message: "Your viewing history could not be loaded." })}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
          {i18n._({ id: "history.retry", message: "Retry" })}
        </Button>
      </p>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className={classes.empty}>
        {i18n._({ id: "history.empty", message: "Nothing watched yet." })}
      </p>
    );
  }
  const day = dateFormat(i18n, { day: "numeric", month: "short", year: "numeric" });
  return (
    <>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.ref} className={classes.row}>
            <Link to={`/view/${encodeURIComponent(item.ref)}`} className={classes.link}>
              <img
                className={classes.poster}
                src={imageSrc(item.poster)}
                srcSet={imageSrcSet(item.poster, 640)}
                sizes="56px"
                width={56}
                height={84}
                alt=""
                loading="lazy"
              />
              <span className={classes.text}>
                <span className={classes.title}>{item.title}</span>
                <span className={classes.meta}>
                  {item.watched >= 0.9
                    ? i18n._({ id: "history.watched", message: "Watched" })
                    : i18n._({
                        id: "history.watched-share",
                        message: "{share}% watched",
                        values: { share: Math.round(item.watched * 100) },
                      })}{" "}
                  · {day.format(new Date(item.updatedAt))}
                </span>
              </span>
            </Link>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              className={classes.remove}
              aria-label={i18n._({
                id: "history.remove-title",
                message: "Remove {title} from your viewing history",
                values: { title: item.title },
              })}
              loading={remove.isPending && remove.variables === item.ref}
              onClick={() => {
                remove.mutate(item.ref);
              }}
            >
              {i18n._({ id: "history.remove", message: "Remove" })}
            </Button>
          </li>
        ))}
      </ul>
      {remove.isError ? (
        <p role="alert">
          {i18n._({
            id: "history.remove-failed",
            message: "That title could not be removed. Try again.",
          })}
        </p>
      ) : null}
      {history.hasNextPage ? (
        <Button
          variant="default"
          mt="sm"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {i18n._({ id: "history.more", message: "Show more" })}
        </Button>
      ) : null}
    </>
  );
}
