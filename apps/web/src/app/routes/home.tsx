import { useContext, useEffect } from "react";
import { AuthContext } from "../../features/accounts/hooks/use-auth.ts";
import { HomeBrowse, type HomeViewer } from "../../features/catalogue/components/home-browse.tsx";

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
  return <HomeBrowse viewer={viewer} />;
}
