import "@mantine/core/styles/Container.css";
import type { ContentDetail, FavouriteItem, Recommended } from "@tazama/contracts";
import type { TitleExtras } from "../../features/catalogue/components/title-detail.tsx";
import { PosterRow } from "../../features/catalogue/components/poster-row.tsx";
import { titlePath, type PosterCardData } from "../../features/catalogue/lib/cards.ts";
import { MyListButton } from "../../features/favourites/components/my-list-button.tsx";
import { ShareButton } from "../../features/sharing/components/share-button.tsx";
import { RatingSummary, ThumbsControl } from "../../features/ratings/components/thumbs.tsx";
import { WatchTogetherButton } from "../../features/watch-party/components/watch-together-button.tsx";
import { useMoreLikeThis } from "../../features/recommendations/api/get-recommendations.ts";
import { usePurchases } from "../../features/purchases/api/get-purchases.ts";
import { Suspense, lazy } from "react";
import { lookUp } from "../../lib/i18n/i18n.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useAccountHint } from "../use-account-hint.ts";

// Its own chunk (IndexedDB, the download queue): only for signed-in viewers.
const DownloadButton = lazy(async () => ({
  default: (await import("../../features/downloads/components/download-button.tsx")).DownloadButton,
}));

/** "Download" for a title the viewer may watch; asked again when their purchases change. */
function TitleDownload({ detail }: { detail: ContentDetail }) {
  const purchases = usePurchases();
  const account = useAccountHint();
  return (
    <Suspense fallback={null}>
      <DownloadButton
        account={account}
        contentRef={detail.ref}
        title={detail.title}
        version={purchases.dataUpdatedAt}
      />
    </Suspense>
  );
}

/** A recommended title as a poster card that opens its page. */
export function recommendedCard(item: Recommended): PosterCardData {
  return {
    key: item.ref,
    to: titlePath(item.ref),
    title: item.title,
    poster: item.poster,
    item: { ref: item.ref, year: item.year },
  };
}

/** A My List entry as a poster card: a title opens its page; a series, its first episode. */
export function favouriteCard(item: FavouriteItem): PosterCardData {
  return {
    key: `${item.kind}:${item.ref}`,
    to: titlePath(item.ref),
    title: item.title,
    poster: item.poster,
    item: { ref: item.ref, year: item.year, kind: item.kind },
  };
}

/** The words of More like this: its heading, its row's arrows. */
const MORE_LIKE_THIS_MESSAGES = ["title.more-like-this", "row.back", "row.forward"];

/** "More like this" under a title page; nothing while loading or when there is nothing. */
function MoreLikeThisRow({ contentRef }: { contentRef: string }) {
  const i18n = useI18n();
  const { data } = useMoreLikeThis(contentRef);
  // Not in the server's markup: not while it hydrates either. Its words are looked up there, so
  // that the head carries them for when it shows.
  const hydrated = useHydrated();
  if (!hydrated) lookUp(i18n, MORE_LIKE_THIS_MESSAGES);
  if (!hydrated || !data || data.items.length === 0) return null;
  return (
    <div style={{ marginTop: 32 }}>
      <PosterRow
        title={i18n._({ id: "title.more-like-this", message: "More like this" })}
        cards={data.items.map(recommendedCard)}
      />
    </div>
  );
}

/**
 * The title page's additions from other features: Share and the share of thumbs up for everyone,
 * My List and thumbs for a signed-in viewer, and More like this.
 */
export function titleExtras(signedIn: boolean): TitleExtras {
  return {
    actions: (detail: ContentDetail) => (
      <>
        {signedIn ? (
          <MyListButton
            title={{
              ref: detail.ref,
              title: detail.title,
              poster: detail.images.portrait,
              year: detail.year,
            }}
          />
        ) : null}
        {signedIn ? <ThumbsControl contentRef={detail.ref} /> : null}
        {signedIn ? <WatchTogetherButton contentRef={detail.ref} /> : null}
        {signedIn ? <TitleDownload detail={detail} /> : null}
        <ShareButton title={detail.title} path={titlePath(detail.ref)} />
        <RatingSummary contentRef={detail.ref} />
      </>
    ),
    related: (detail: ContentDetail) => <MoreLikeThisRow contentRef={detail.ref} />,
  };
}
