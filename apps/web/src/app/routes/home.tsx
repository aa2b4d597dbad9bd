import { useEffect } from "react";
import { HomeBrowse } from "../../features/catalogue/components/home-browse.tsx";

export function HomePage() {
  useEffect(() => {
    document.title = "Tazama — African movies and series";
  }, []);
  return <HomeBrowse />;
}
