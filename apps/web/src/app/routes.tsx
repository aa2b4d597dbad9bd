import type { ComponentType } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { AuthProvider } from "../features/accounts/components/auth-provider.tsx";
import { type LazyPage, lazyPage } from "./lazy-page.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteBoundary } from "./route-boundary.tsx";

/** A page of the app: its path (or the index) and what draws it, in a chunk of its own or not. */
interface PageRoute {
  path?: string;
  index?: true;
  page: LazyPage | { Page: ComponentType };
}

/** What a route carries for the browser's first render (router.tsx loads it before hydrating). */
export interface RouteHandle {
  page?: LazyPage;
}

/**
 * Every page of spec §2, each its own chunk (the server's head preloads the page's). A page that fails shows RouteError in
 * the layout's place for it (the top bar stays); a failure of the layout itself, in the root's.
 */
const pages: PageRoute[] = [
  { index: true, page: lazyPage(() => import("./routes/home.tsx"), "HomePage") },
  {
    path: "downloads",
    page: lazyPage(() => import("./routes/downloads.tsx"), "DownloadsPage"),
  },
  {
    path: "downloads/:id",
    page: lazyPage(() => import("./routes/offline-watch.tsx"), "OfflineWatchPage"),
  },
  {
    path: "movies",
    page: lazyPage(() => import("./routes/movies.tsx"), "MoviesPage"),
  },
  {
    path: "series",
    page: lazyPage(() => import("./routes/series.tsx"), "SeriesPage"),
  },
  {
    path: "series/:ref",
    page: lazyPage(() => import("./routes/series-page.tsx"), "SeriesRoute"),
  },
  {
    path: "genres/:id",
    page: lazyPage(() => import("./routes/genre.tsx"), "GenrePage"),
  },
  {
    path: "seriesgenres/:id",
    page: lazyPage(() => import("./routes/series-genre.tsx"), "SeriesGenrePage"),
  },
  {
    path: "view/:ref",
    page: lazyPage(() => import("./routes/view.tsx"), "ViewPage"),
  },
  {
    path: "search",
    page: lazyPage(() => import("./routes/search.tsx"), "SearchPage"),
  },
  {
    path: "requests",
    page: lazyPage(() => import("./routes/requests.tsx"), "RequestsPage"),
  },
  {
    path: "submit",
    page: lazyPage(() => import("./routes/submit.tsx"), "SubmitPage"),
  },
  {
    path: "submit/:reference",
    page: lazyPage(() => import("./routes/submit.tsx"), "SubmissionStatusPage"),
  },
  {
    path: "people/:slug",
    page: lazyPage(() => import("./routes/person.tsx"), "PersonPage"),
  },
  {
    path: "watch/:ref",
    page: lazyPage(() => import("./routes/watch.tsx"), "WatchPage"),
  },
  {
    path: "screenings",
    page: lazyPage(() => import("./routes/screenings.tsx"), "ScreeningsPage"),
  },
  {
    path: "screenings/:id",
    page: lazyPage(() => import("./routes/screening.tsx"), "ScreeningPage"),
  },
  {
    path: "screenings/:id/watch",
    page: lazyPage(() => import("./routes/screening-room.tsx"), "ScreeningRoomPage"),
  },
  {
    path: "party/:code?",
    page: lazyPage(() => import("./routes/party.tsx"), "PartyPage"),
  },
  {
    path: "usher",
    page: lazyPage(() => import("./routes/usher.tsx"), "UsherPage"),
  },
  {
    path: "about",
    page: lazyPage(() => import("./routes/about.tsx"), "AboutPage"),
  },
  {
    path: "privacy",
    page: lazyPage(() => import("./routes/privacy.tsx"), "PrivacyPage"),
  },
  {
    path: "coming-soon",
    page: lazyPage(() => import("./routes/coming-soon.tsx"), "ComingSoonPage"),
  },
  {
    path: "login",
    page: lazyPage(() => import("./routes/login.tsx"), "LoginPage"),
  },
  {
    path: "register",
    page: lazyPage(() => import("./routes/register.tsx"), "RegisterPage"),
  },
  {
    path: "registration",
    page: lazyPage(() => import("./routes/registration.tsx"), "RegistrationPage"),
  },
  {
    path: "reset-password",
    page: lazyPage(() => import("./routes/reset-password.tsx"), "ResetPasswordPage"),
  },
  {
    path: "org",
    page: lazyPage(() => import("./routes/org.tsx"), "OrgPage"),
  },
  {
    // The console's own route tree: one chunk, one entry in the app's preload map.
    path: "admin/*",
    page: lazyPage(() => import("./routes/admin/admin.tsx"), "AdminApp"),
  },
  {
    path: "my-membership",
    page: lazyPage(() => import("./routes/members-only.tsx"), "MembershipPage"),
  },
  {
    path: "my-collection",
    page: lazyPage(() => import("./routes/members-only.tsx"), "CollectionPage"),
  },
  {
    path: "international-animation-day-registration",
    page: lazyPage(() => import("./routes/animation-day.tsx"), "AnimationDayRoute"),
  },
  {
    path: "*",
    page: lazyPage(() => import("./routes/not-found.tsx"), "NotFoundPage"),
  },
];

/**
 * The route tree, each page in its error boundary (route-boundary.tsx), the layout in its own.
 * Shared by the browser (app.tsx, with router.tsx loading the first page's module before it
 * hydrates) and the server render (entry-server.tsx). Declarative routes: React Router's data
 * APIs (loaders, actions, its lazy routes) would cost about 15 KB more of the first paint's
 * JavaScript (ADR 0086).
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: (
      <RouteBoundary>
        <AuthProvider>
          <RootLayout />
        </AuthProvider>
      </RouteBoundary>
    ),
    children: pages.map(({ page, ...route }) => ({
      ...route,
      element: (
        <RouteBoundary>
          <page.Page />
        </RouteBoundary>
      ),
      handle: ("preload" in page ? { page } : {}) satisfies RouteHandle,
    })),
  },
];

/** The app's pages for the current location (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}
