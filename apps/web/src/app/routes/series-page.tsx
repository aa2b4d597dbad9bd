import { useQueryClient } from "@tanstack/react-query";
import { Suspense, lazy, useContext } from "react";
import { useParams } from "react-router";
import { AuthContext } from "../../features/accounts/hooks/use-auth.ts";
import { isTitleNotFound } from "../../features/catalogue/api/get-content.ts";
import { seriesQueryOptions, useSeries } from "../../features/catalogue/api/get-series.ts";
import {
  type RenderBundleOffer,
  SeriesDetailPage,
} from "../../features/catalogue/components/series-detail.tsx";
import { usePurchases } from "../../features/purchases/api/get-purchases.ts";
import { useSeriesHistory } from "../../features/watching/api/get-series-history.ts";
import { useNow } from "../../lib/use-now.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { episodeStates } from "./episode-states.ts";

// Loaded only for a signed-in viewer: anonymous visitors see the teaser and never fetch it.
const SeriesBundleOffer = lazy(async () => ({
  default: (await import("../../features/purchases/components/series-bundle-offer.tsx"))
    .SeriesBundleOffer,
}));
/** Holds the offer's place while its chunk loads. */
const OFFER_PLACEHOLDER = <div style={{ minHeight: 72, margin: "18px 0" }} />;

/** /series/{ref}: a series' page; signed in, each episode's state and the bundle to buy. */
export function SeriesRoute() {
  const i18n = useI18n();
  const ref = useParams().ref ?? "";
  const { data, error } = useSeries(ref);
  const authUser = useContext(AuthContext)?.authUser ?? null;
  const signedIn = authUser !== null;
  const purchases = usePurchases(signedIn);
  const history = useSeriesHistory(ref, signedIn);
  const now = useNow(60_000);
  const queryClient = useQueryClient();
  usePageTitle(
    data
      ? data.title
      : isTitleNotFound(error)
        ? i18n._({ id: "series.not-found-title", message: "Series not found" })
        : i18n._({ id: "category.series", message: "Series" }),
  );
  const states =
    signedIn && data ? episodeStates(data, purchases.data, history.data, now) : undefined;
  const renderOffer: RenderBundleOffer | undefined = signedIn
    ? (series, viewerCurrency) => (
        <Suspense fallback={OFFER_PLACEHOLDER}>
          <SeriesBundleOffer
            series={series}
            viewerCurrency={viewerCurrency}
            onPriceChanged={() => {
              void queryClient.invalidateQueries({ queryKey: seriesQueryOptions(ref).queryKey });
            }}
          />
        </Suspense>
      )
    : undefined;
  return <SeriesDetailPage seriesRef={ref} renderOffer={renderOffer} states={states} />;
}
