import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { imageSrc, imageSrcSet } from "@tazama/contracts";
import { Link } from "react-router";
import { useHistory } from "../api/get-history.ts";
import { useRemoveFromHistory } from "../api/remove-from-history.ts";
import classes from "./viewing-history.module.css";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * Viewing history (`users/allviews`): every title the viewer started, latest first, how far they
 * got and when; "Remove" forgets it (it also leaves Continue watching and stops steering picks).
 */
export function ViewingHistory() {
  const history = useHistory();
  const remove = useRemoveFromHistory();
  if (history.isPending) return <p aria-busy="true">Loading your viewing history…</p>;
  if (history.isError) {
    return (
      <p role="alert">
        Your viewing history could not be loaded.{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className={classes.empty}>Nothing watched yet.</p>;
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
                  {item.watched >= 0.9 ? "Watched" : `${Math.round(item.watched * 100)}% watched`} ·{" "}
                  {dateFormat.format(new Date(item.updatedAt))}
                </span>
              </span>
            </Link>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              className={classes.remove}
              aria-label={`Remove ${item.title} from your viewing history`}
              loading={remove.isPending && remove.variables === item.ref}
              onClick={() => {
                remove.mutate(item.ref);
              }}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {remove.isError ? <p role="alert">That title could not be removed. Try again.</p> : null}
      {history.hasNextPage ? (
        <Button
          variant="default"
          mt="sm"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </>
  );
}
