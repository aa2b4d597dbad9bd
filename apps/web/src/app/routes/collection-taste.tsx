import "@mantine/core/styles/Title.css";
import { Stack, Text, Title } from "@mantine/core";
import { PosterGrid } from "../../features/catalogue/components/poster-grid.tsx";
import { favouriteCard } from "./title-extras.tsx";
import { useFavourites } from "../../features/favourites/api/get-favourites.ts";
import { ViewingHistory } from "../../features/watching/components/viewing-history.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** My Collection's My List and viewing history sections (signed-in viewers only). */
export function CollectionTaste() {
  const i18n = useI18n();
  const myList = i18n._({ id: "my-list.name", message: "My List" });
  const list = useFavourites(true);
  const items = list.data?.items ?? [];
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="my-list-heading">
        <Title order={2} size="h3" id="my-list-heading">
          {myList}
        </Title>
        {list.isPending ? (
          <Text aria-busy="true">
            {i18n._({ id: "my-list.loading", message: "Loading My List…" })}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed">
            {i18n._({
              id: "my-list.empty",
              message: "Nothing saved yet. Press “My List” on a title to keep it here for later.",
            })}
          </Text>
        ) : (
          // A named container: the grid counts its columns from this column's width.
          <div style={{ container: "narrow / inline-size" }}>
            <PosterGrid
              label={myList}
              cards={items.map((i) => ({ ...favouriteCard(i), meta: String(i.year) }))}
            />
          </div>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="history-heading">
        <Title order={2} size="h3" id="history-heading">
          {i18n._({ id: "history.heading", message: "Viewing history" })}
        </Title>
        <ViewingHistory />
      </Stack>
    </>
  );
}
