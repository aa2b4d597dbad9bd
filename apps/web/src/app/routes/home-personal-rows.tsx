import { PosterRow } from "../../features/catalogue/components/poster-row.tsx";
import { useFavourites } from "../../features/favourites/api/get-favourites.ts";
import { useHomeRecommendations } from "../../features/recommendations/api/get-recommendations.ts";
import { favouriteCard, recommendedCard } from "./title-extras.tsx";

/** Home for a signed-in viewer: My List, Top picks and Because you watched, when they have titles. */
export function HomePersonalRows() {
  const list = useFavourites(true);
  const picks = useHomeRecommendations(true);
  const because = picks.data?.becauseYouWatched;
  return (
    <>
      {list.data && list.data.items.length > 0 ? (
        <PosterRow
          title="My List"
          seeAllTo="/my-collection"
          cards={list.data.items.map(favouriteCard)}
        />
      ) : null}
      {picks.data && picks.data.topPicks.length > 0 ? (
        <PosterRow title="Top picks for you" cards={picks.data.topPicks.map(recommendedCard)} />
      ) : null}
      {because ? (
        <PosterRow
          title={`Because you watched ${because.source.title}`}
          cards={because.items.map(recommendedCard)}
        />
      ) : null}
    </>
  );
}
