import { PosterRow } from "../../features/catalogue/components/poster-row.tsx";
import { useFavourites } from "../../features/favourites/api/get-favourites.ts";
import { useHomeRecommendations } from "../../features/recommendations/api/get-recommendations.ts";
import { favouriteCard, recommendedCard } from "./title-extras.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** Home for a signed-in viewer: My List, Top picks and Because you watched, when they have titles. */
export function HomePersonalRows() {
  const i18n = useI18n();
  const list = useFavourites(true);
  const picks = useHomeRecommendations(true);
  const because = picks.data?.becauseYouWatched;
  return (
    <>
      {list.data && list.data.items.length > 0 ? (
        <PosterRow
          title={i18n._({ id: "my-list.name", message: "My List" })}
          seeAllTo="/my-collection"
          cards={list.data.items.map(favouriteCard)}
        />
      ) : null}
      {picks.data && picks.data.topPicks.length > 0 ? (
        <PosterRow
          title={i18n._({ id: "home.top-picks", message: "Top picks for you" })}
          cards={picks.data.topPicks.map(recommendedCard)}
        />
      ) : null}
      {because ? (
        <PosterRow
          title={i18n._({
            id: "home.because-you-watched",
            message: "Because you watched {title}",
            values: { title: because.source.title },
          })}
          cards={because.items.map(recommendedCard)}
        />
      ) : null}
    </>
  );
}
