import { useFavourites } from "../api/get-favourites.ts";
import { type ListedTitle, isListed, useToggleFavourite } from "../api/toggle-favourite.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./card-list-toggle.module.css";
import { CheckIcon, PlusIcon } from "../../../components/ui/icons.tsx";

/**
 * My List on a poster card: a round "+" that becomes a tick. The change shows at once and goes
 * back if the server refuses (the title page's button says why).
 */
export function CardListToggle({ title }: { title: ListedTitle }) {
  const i18n = useI18n();
  const list = useFavourites(true);
  const toggle = useToggleFavourite();
  const inList = isListed(list.data?.items, title);
  return (
    <button
      type="button"
      className={classes.toggle}
      data-in-list={inList || undefined}
      aria-pressed={inList}
      aria-label={
        inList
          ? i18n._({
              id: "my-list.remove-title",
              message: "Remove {title} from My List",
              values: { title: title.title },
            })
          : i18n._({
              id: "my-list.add-title",
              message: "Add {title} to My List",
              values: { title: title.title },
            })
      }
      disabled={list.isPending}
      onClick={() => {
        toggle.mutate({ title, inList: !inList });
      }}
    >
      {inList ? <CheckIcon /> : <PlusIcon />}
    </button>
  );
}
