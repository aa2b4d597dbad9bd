import { Suspense, lazy, useContext, useEffect } from "react";
import { AuthContext } from "../../features/accounts/hooks/use-auth.ts";
import { HomeBrowse, type HomeViewer } from "../../features/catalogue/components/home-browse.tsx";

// Only for a signed-in viewer: the first paint of Home (anonymous, Lighthouse) never loads it.
const HomePersonalRows = lazy(async () => ({
  default: (await import("./home-personal-rows.tsx")).HomePersonalRows,
}));

// The hero's Play / Rent and Play trailer: after the first paint, outside the initial JS.
const HomeHeroActions = lazy(async () => ({
  default: (await import("./home-hero-actions.tsx")).HomeHeroActions,
}));

export function HomePage() {
  useEffect(() => {
    document.title = "Tazama — African movies and series";
  }, []);
  // Without an auth provider (component tests of the catalogue) the viewer counts as anonymous.
  const auth = useContext(AuthContext);
  const viewer: HomeViewer = !auth
    ? "anonymous"
    : auth.loading
      ? "unknown"
      : auth.authUser
        ? "signed-in"
        : "anonymous";
  return (
    <HomeBrowse
      viewer={viewer}
      heroActions={(item) => (
        <Suspense fallback={null}>
          <HomeHeroActions item={item} signedIn={viewer === "signed-in"} />
        </Suspense>
      )}
      personalRows={
        <Suspense fallback={null}>
          <HomePersonalRows />
        </Suspense>
      }
    />
  );
}
