import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useFavourites } from "../api/get-favourites.ts";
import { type ListedTitle, isListed, useToggleFavourite } from "../api/toggle-favourite.ts";
import { CheckIcon, PlusIcon } from "../../../components/ui/icons.tsx";

/**
 * "My List" on a title page: a plus when the title is not in the list, a tick when it is. The
 * change shows at once; a refusal puts it back and says so.
 */
export function MyListButton({ title }: { title: ListedTitle }) {
  const i18n = useI18n();
  const list = useFavourites(true);
  const toggle = useToggleFavourite();
  const inList = isListed(list.data?.items, title);
  return (
    <div>
      <Button
        variant={inList ? "light" : "default"}
        radius="xl"
        aria-pressed={inList}
        disabled={list.isPending}
        onClick={() => {
          toggle.mutate({ title, inList: !inList });
        }}
        leftSection={inList ? <CheckIcon /> : <PlusIcon />}
      >
        {i18n._({ id: "my-list.name", message: "My List" })}
      </Button>
      {toggle.isError ? (
        <p role="alert" style={{ margin: "6px 0 0", color: "var(--mantine-color-red-4)" }}>
          {toggle.error.message ||
            i18n._({ id: "my-list.failed", message: "My List could not be changed. Try again." })}
        </p>
      ) : null}
    </div>
  );
}
