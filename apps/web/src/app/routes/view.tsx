import { Suspense, lazy, useContext, useEffect } from "react";
import { useParams } from "react-router";
import { AuthContext } from "../../features/accounts/hooks/use-auth.ts";
import { isTitleNotFound, useContent } from "../../features/catalogue/api/get-content.ts";
import type { RenderPurchase } from "../../features/catalogue/components/purchase-actions.tsx";
import { TitleDetail } from "../../features/catalogue/components/title-detail.tsx";
import { titleExtras } from "./title-extras.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { useWarmPlayer } from "../../features/streaming/hooks/use-warm-player.ts";

// Loaded only for a signed-in viewer: anonymous visitors (and Lighthouse) never fetch it.
const TitlePurchase = lazy(async () => ({
  default: (await import("../../features/purchases/components/title-purchase.tsx")).TitlePurchase,
}));
/** Holds the buttons' place (as PurchaseActions does) while the chunk loads. */
const PURCHASE_PLACEHOLDER = <div style={{ minHeight: 72, margin: "18px 0" }} />;

/** /view/{ref}: one movie or episode; a signed-in viewer buys or rents it from the wallet. */
export function ViewPage() {
  const i18n = useI18n();
  const ref = useParams().ref ?? "";
  const { data, error } = useContent(ref);
  // Without an auth provider (component tests of the catalogue) the viewer counts as anonymous.
  const authUser = useContext(AuthContext)?.authUser ?? null;
  useWarmPlayer(() => import("./watch.tsx"));
  const pageTitle = data
    ? data.title
    : isTitleNotFound(error)
      ? i18n._({ id: "title.not-found-title", message: "Title not found" })
      : null;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — Tazama` : "Tazama";
  }, [pageTitle]);
  const renderPurchase: RenderPurchase | undefined = authUser
    ? (detail, viewerCurrency) => (
        <Suspense fallback={PURCHASE_PLACEHOLDER}>
          <TitlePurchase
            key={detail.ref}
            contentRef={detail.ref}
            title={detail.title}
            prices={detail.prices}
            viewerCurrency={viewerCurrency}
          />
        </Suspense>
      )
    : undefined;
  return (
    <TitleDetail
      contentRef={ref}
      renderPurchase={renderPurchase}
      extras={titleExtras(authUser !== null)}
    />
  );
}
