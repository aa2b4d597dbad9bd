import type { RouteObject } from "react-router";
import { AuthProvider } from "../features/accounts/components/auth-provider.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";
import { HomePage } from "./routes/home.tsx";

/**
 * Every page of spec §2; each but home is its own chunk. A page that fails shows RouteError in
 * the layout's place for it (the top bar stays); a failure of the layout itself, in the root's.
 */
const pages: RouteObject[] = [
  // Home is in the entry chunk: a lazy chunk would add a round trip before the hero image.
  { index: true, Component: HomePage },
  {
    path: "movies",
    lazy: async () => ({ Component: (await import("./routes/movies.tsx")).MoviesPage }),
  },
  {
    path: "series",
    lazy: async () => ({ Component: (await import("./routes/series.tsx")).SeriesPage }),
  },
  {
    path: "series/:ref",
    lazy: async () => ({ Component: (await import("./routes/series-page.tsx")).SeriesRoute }),
  },
  {
    path: "genres/:id",
    lazy: async () => ({ Component: (await import("./routes/genre.tsx")).GenrePage }),
  },
  {
    path: "seriesgenres/:id",
    lazy: async () => ({
      Component: (await import("./routes/series-genre.tsx")).SeriesGenrePage,
    }),
  },
  {
    path: "view/:ref",
    lazy: async () => ({ Component: (await import("./routes/view.tsx")).ViewPage }),
  },
  {
    path: "search",
    lazy: async () => ({ Component: (await import("./routes/search.tsx")).SearchPage }),
  },
  {
    path: "requests",
    lazy: async () => ({ Component: (await import("./routes/requests.tsx")).RequestsPage }),
  },
  {
    path: "submit",
    lazy: async () => ({ Component: (await import("./routes/submit.tsx")).SubmitPage }),
  },
  {
    path: "submit/:reference",
    lazy: async () => ({
      Component: (await import("./routes/submit.tsx")).SubmissionStatusPage,
    }),
  },
  {
    path: "people/:slug",
    lazy: async () => ({ Component: (await import("./routes/person.tsx")).PersonPage }),
  },
  {
    path: "watch/:ref",
    lazy: async () => ({ Component: (await import("./routes/watch.tsx")).WatchPage }),
  },
  {
    path: "screenings",
    lazy: async () => ({ Component: (await import("./routes/screenings.tsx")).ScreeningsPage }),
  },
  {
    path: "screenings/:id",
    lazy: async () => ({ Component: (await import("./routes/screening.tsx")).ScreeningPage }),
  },
  {
    path: "screenings/:id/watch",
    lazy: async () => ({
      Component: (await import("./routes/screening-room.tsx")).ScreeningRoomPage,
    }),
  },
  {
    path: "party",
    lazy: async () => ({ Component: (await import("./routes/party.tsx")).JoinPartyPage }),
  },
  {
    path: "party/:code",
    lazy: async () => ({ Component: (await import("./routes/party.tsx")).PartyPage }),
  },
  {
    path: "usher",
    lazy: async () => ({ Component: (await import("./routes/usher.tsx")).UsherPage }),
  },
  {
    path: "about",
    lazy: async () => ({ Component: (await import("./routes/about.tsx")).AboutPage }),
  },
  {
    path: "privacy",
    lazy: async () => ({ Component: (await import("./routes/privacy.tsx")).PrivacyPage }),
  },
  {
    path: "coming-soon",
    lazy: async () => ({
      Component: (await import("./routes/coming-soon.tsx")).ComingSoonPage,
    }),
  },
  {
    path: "login",
    lazy: async () => ({ Component: (await import("./routes/login.tsx")).LoginPage }),
  },
  {
    path: "register",
    lazy: async () => ({ Component: (await import("./routes/register.tsx")).RegisterPage }),
  },
  {
    path: "registration",
    lazy: async () => ({
      Component: (await import("./routes/registration.tsx")).RegistrationPage,
    }),
  },
  {
    path: "reset-password",
    lazy: async () => ({
      Component: (await import("./routes/reset-password.tsx")).ResetPasswordPage,
    }),
  },
  {
    path: "org",
    lazy: async () => ({ Component: (await import("./routes/org.tsx")).OrgPage }),
  },
  {
    // The console's own route tree: one chunk, one entry in the app's preload map.
    path: "admin/*",
    lazy: async () => ({ Component: (await import("./routes/admin/admin.tsx")).AdminApp }),
  },
  {
    path: "my-membership",
    lazy: async () => ({
      Component: (await import("./routes/members-only.tsx")).MembershipPage,
    }),
  },
  {
    path: "my-collection",
    lazy: async () => ({
      Component: (await import("./routes/members-only.tsx")).CollectionPage,
    }),
  },
  {
    path: "international-animation-day-registration",
    lazy: async () => ({
      Component: (await import("./routes/animation-day.tsx")).AnimationDayRoute,
    }),
  },
  {
    path: "*",
    lazy: async () => ({ Component: (await import("./routes/not-found.tsx")).NotFoundPage }),
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
