import { useI18n } from "../lib/i18n/use-i18n.ts";
import { lazyOptional } from "../lib/lazy-optional.ts";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useCatalogueView } from "../features/catalogue/hooks/use-catalogue-view.ts";
import { useCatalogue } from "../features/catalogue/api/get-catalogue.ts";
import { useViewer } from "../features/accounts/hooks/use-viewer.ts";
import { useToastHostRequested } from "../lib/toast-host.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { useOnline } from "../lib/use-online.ts";
import { keepsDownloads } from "../features/downloads/lib/downloads-flag.ts";
import { useScrollToTop } from "../lib/use-scroll-to-top.ts";
import { Search } from "../features/search/components/search.tsx";
import {
  type CardAction,
  CardActionProvider,
} from "../features/catalogue/components/card-action.tsx";
import { CategoryBar } from "./layout/category-bar.tsx";
import { OfflineBanner, OfflineState } from "./layout/offline-state.tsx";
import { genreBarKind, isPlayerPage } from "./layout/navigation.ts";
import { TopBar } from "./layout/top-bar.tsx";
import { HydrationSlice } from "../components/ui/hydration-slice.tsx";
import classes from "./root-layout.module.css";

// Not needed for the first paint: their own chunks (DESIGN §7: initial JS ≤ 140 KB gzip). Each
// shows nothing when its code cannot come (the connection went), instead of failing the page.
const Toasts = lazyOptional(async () => (await import("./layout/toasts.tsx")).Toasts);
const MobileMenu = lazyOptional(async () => (await import("./layout/mobile-menu.tsx")).MobileMenu);
// Signed-in viewers only: not in an anonymous first paint.
const NotificationsBell = lazyOptional(
  async () =>
    (await import("../features/notifications/components/notifications-bell.tsx")).NotificationsBell,
);
// Events: the button shows only once the events are in (none at first paint).
const EventsButton = lazyOptional(
  async () => (await import("./layout/layout-parts.ts")).EventsButton,
);
const EventsDialogHost = lazyOptional(
  async () => (await import("./layout/layout-parts.ts")).EventsDialogHost,
);
// Only where this browser keeps downloads, after hydration: their licences checked as the app opens.
const DownloadsGuard = lazyOptional(
  async () => (await import("./downloads-guard.tsx")).DownloadsGuard,
);
// Below the fold of every page: hydrated once its small chunk is in.
const Footer = lazyOptional(async () => (await import("./layout/layout-parts.ts")).Footer);
// Only on the movie and series listings (not on Home's first paint).
const GenreBar = lazyOptional(async () => (await import("./layout/genre-bar.tsx")).GenreBar);
const CardListToggle = lazyOptional(
  async () =>
    (await import("../features/favourites/components/card-list-toggle.tsx")).CardListToggle,
);

/** A signed-in viewer's cards offer My List (a series card keeps the whole series). */
const listToggle: CardAction = (card) =>
  card.item ? (
    <Suspense fallback={null}>
      <CardListToggle
        title={{
          ref: card.item.ref,
          title: card.title,
          poster: card.poster,
          year: card.item.year,
          kind: card.item.kind,
        }}
      />
    </Suspense>
  ) : null;

/**
 * The downloads' licence check, once the page has hydrated, where this browser keeps downloads.
 * A component of its own: the end of hydration re-renders whoever asks useHydrated(), at once
 * and all of it — in the layout that was the whole page again (150 ms of a slow phone's main
 * thread on a title page).
 */
function HydratedDownloadsGuard() {
  const hydrated = useHydrated();
  return hydrated && keepsDownloads() ? (
    <Suspense fallback={null}>
      <DownloadsGuard />
    </Suspense>
  ) : null;
}

/** The page wrapper of spec §2 around every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const i18n = useI18n();
  useScrollToTop();
  const [menuOpened, menu] = useDisclosure(false);
  // One Events dialog for the top bar's button and the phone menu's (which closes the menu).
  const [eventsOpened, eventsDialog] = useDisclosure(false);
  // The drawer loads on the first open and stays mounted (its closing transition).
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpened && !menuLoaded) setMenuLoaded(true);
  // The toasts' host comes when something first shows a toast (every toast goes through
  // lib/toasts.ts or features/accounts/lib/toast.ts, which ask for it): a page that shows none
  // never downloads it (issue 41). Once mounted it stays.
  const playerPage = isPlayerPage(pathname);
  const toastsWanted = useToastHostRequested();
  const [toastsLoaded, setToastsLoaded] = useState(false);
  if (toastsWanted && !toastsLoaded) setToastsLoaded(true);
  const catalogue = useCatalogue({ enabled: !playerPage });
  const view = useCatalogueView({ enabled: !playerPage });
  const barKind = genreBarKind(pathname);
  const { viewer, logout } = useViewer();
  const downloadsGuard = <HydratedDownloadsGuard />;
  // A page opened with no connection says so in its place (never a blank page) and appears when
  // the connection comes back; one already open when the connection goes keeps what it has,
  // under a banner.
  const online = useOnline();
  // Downloads work with no connection: their pages always show.
  const worksOffline = /^\/downloads(\/|$)/.test(pathname);
  const [entry, setEntry] = useState({ pathname, offline: !online && !worksOffline });
  if (entry.pathname !== pathname || (online && entry.offline)) {
    setEntry({ pathname, offline: !online && !worksOffline });
  }

  // The menu closes on every route change only. Not in an effect: one that ran on mount would
  // shut a menu tapped open between hydration and the effect (a phone's quick first tap).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    if (menuOpened) menu.close();
  }

  const genres =
    barKind === "movies"
      ? (view.data?.genreGroups ?? []).map((g) => ({ id: g.id, name: g.name }))
      : (view.data?.seriesGenreGroups ?? []).map((g) => ({ id: g.slug, name: g.name }));

  const toasts = toastsLoaded ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
  const page = (
    <main id="main" className={classes.main}>
      <CardActionProvider action={viewer ? listToggle : null}>
        {entry.offline ? <OfflineState /> : null}
        {/* Kept mounted while hidden: the page (or its error boundary) picks up once online. */}
        <div className={classes.page} hidden={entry.offline}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </div>
      </CardActionProvider>
    </main>
  );
  const offlineBanner =
    online || entry.offline ? null : <OfflineBanner className={classes.offline} />;

  if (playerPage) {
    return (
      <>
        {toasts}
        {downloadsGuard}
        {offlineBanner}
        {page}
      </>
    );
  }

  return (
    <>
      {toasts}
      {downloadsGuard}
      <a href="#main" className={classes.skip}>
        {i18n._({ id: "layout.skip", message: "Skip to content" })}
      </a>
      <header className={classes.header}>
        {/* The header's parts hydrate on their own, as the page does: short tasks. */}
        <HydrationSlice>
          <TopBar
            viewer={viewer}
            onLogout={logout}
            search={<Search items={catalogue.data?.content ?? []} />}
            events={
              <Suspense fallback={null}>
                <EventsButton onOpen={eventsDialog.open} />
              </Suspense>
            }
            notifications={
              viewer ? (
                <Suspense fallback={null}>
                  <NotificationsBell />
                </Suspense>
              ) : null
            }
            menuOpened={menuOpened}
            onToggleMenu={menu.toggle}
          />
        </HydrationSlice>
        <HydrationSlice>
          <CategoryBar />
        </HydrationSlice>
        {barKind ? (
          <Suspense fallback={<div className={classes.genreBarSpace} />}>
            <GenreBar kind={barKind} genres={genres} />
          </Suspense>
        ) : null}
        {offlineBanner}
      </header>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            viewer={viewer}
            onLogout={logout}
            events={
              <EventsButton
                size="sm"
                fullWidth
                onOpen={() => {
                  menu.close();
                  eventsDialog.open();
                }}
              />
            }
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <EventsDialogHost opened={eventsOpened} onClose={eventsDialog.close} />
      </Suspense>
      {page}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
