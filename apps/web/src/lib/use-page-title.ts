import { useEffect } from "react";

/** Sets the document title for a route: "{title} — Tazama". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Tazama`;
  }, [title]);
}
