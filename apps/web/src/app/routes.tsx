import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { AuthProvider } from "../features/accounts/components/auth-provider.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";
import { HomePage } from "./routes/home.tsx";

/** A page in a chunk of its own: `load` imports its module, `name` picks the component. */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] });
}

/**
 * Every page of spec §2; each but home is its own chunk. A page that fails shows RouteError in
 * the layout's place for it (the top bar stays); a failure of the layout itself, in the root's.
 */
const pages: RouteObject[] = [
  // Home is in the entry chunk: a lazy chunk would add a round trip before the hero image.
  { index: true, Component: HomePage },
  {
    path: "downloads",
    lazy: page(() => import("./routes/downloads.tsx"), "DownloadsPage"),
  },
  {
    path: "downloads/:id",
    lazy: page(() => import("./routes/offline-watch.tsx"), "OfflineWatchPage"),
  },
  {
    path: "movies",
    lazy: page(() => import("./routes/movies.tsx"), "MoviesPage"),
  },
  {
    path: "series",
    lazy: page(() => import("./routes/series.tsx"), "SeriesPage"),
  },
  {
    path: "series/:ref",
    lazy: page(() => import("./routes/series-page.tsx"), "SeriesRoute"),
  },
  {
    path: "genres/:id",
    lazy: page(() => import("./routes/genre.tsx"), "GenrePage"),
  },
  {
    path: "seriesgenres/:id",
    lazy: page(() => import("./routes/series-genre.tsx"), "SeriesGenrePage"),
  },
  {
    path: "view/:ref",
    lazy: page(() => import("./routes/view.tsx"), "ViewPage"),
  },
  {
    path: "search",
    lazy: page(() => import("./routes/search.tsx"), "SearchPage"),
  },
  {
    path: "requests",
    lazy: page(() => import("./routes/requests.tsx"), "RequestsPage"),
  },
  {
    path: "submit",
    lazy: page(() => import("./routes/submit.tsx"), "SubmitPage"),
  },
  {
    path: "submit/:reference",
    lazy: page(() => import("./routes/submit.tsx"), "SubmissionStatusPage"),
  },
  {
    path: "people/:slug",
    lazy: page(() => import("./routes/person.tsx"), "PersonPage"),
  },
  {
    path: "watch/:ref",
    lazy: page(() => import("./routes/watch.tsx"), "WatchPage"),
  },
  {
    path: "screenings",
    lazy: page(() => import("./routes/screenings.tsx"), "ScreeningsPage"),
  },
  {
    path: "screenings/:id",
    lazy: page(() => import("./routes/screening.tsx"), "ScreeningPage"),
  },
  {
    path: "screenings/:id/watch",
    lazy: page(() => import("./routes/screening-room.tsx"), "ScreeningRoomPage"),
  },
  {
    path: "party/:code?",
    lazy: page(() => import("./routes/party.tsx"), "PartyPage"),
  },
  {
    path: "usher",
    lazy: page(() => import("./routes/usher.tsx"), "UsherPage"),
  },
  {
    path: "about",
    lazy: page(() => import("./routes/about.tsx"), "AboutPage"),
  },
  {
    path: "privacy",
    lazy: page(() => import("./routes/privacy.tsx"), "PrivacyPage"),
  },
  {
    path: "coming-soon",
    lazy: page(() => import("./routes/coming-soon.tsx"), "ComingSoonPage"),
  },
  {
    path: "login",
    lazy: page(() => import("./routes/login.tsx"), "LoginPage"),
  },
  {
    path: "register",
    lazy: page(() => import("./routes/register.tsx"), "RegisterPage"),
  },
  {
    path: "registration",
    lazy: page(() => import("./routes/registration.tsx"), "RegistrationPage"),
  },
  {
    path: "reset-password",
    lazy: page(() => import("./routes/reset-password.tsx"), "ResetPasswordPage"),
  },
  {
    path: "org",
    lazy: page(() => import("./routes/org.tsx"), "OrgPage"),
  },
  {
    // The console's own route tree: one chunk, one entry in the app's preload map.
    path: "admin/*",
    lazy: page(() => import("./routes/admin/admin.tsx"), "AdminApp"),
  },
  {
    path: "my-membership",
    lazy: page(() => import("./routes/members-only.tsx"), "MembershipPage"),
  },
  {
    path: "my-collection",
    lazy: page(() => import("./routes/members-only.tsx"), "CollectionPage"),
  },
  {
    path: "international-animation-day-registration",
    lazy: page(() => import("./routes/animation-day.tsx"), "AnimationDayRoute"),
  },
  {
    path: "*",
    lazy: page(() => import("./routes/not-found.tsx"), "NotFoundPage"),
  },
];

/**
 * The route tree, each route with its error boundary. Shared by the browser router
 * (start-app.tsx) and the server render (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: (
      <AuthProvider>
        <RootLayout />
      </AuthProvider>
    ),
    ErrorBoundary: RouteError,
    children: pages.map((page) => ({ ...page, ErrorBoundary: RouteError })),
  },
];
