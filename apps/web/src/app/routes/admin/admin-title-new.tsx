import { useState } from "react";
import { NewTitle } from "../../../features/catalogue/admin/components/new-title.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/**
 * /admin/titles/new: a movie, or a series with its first episode, starts as a draft; prices and
 * publishing come on its page (an episode's page adds the next one).
 */
export function AdminTitleNewPage() {
  const i18n = useI18n();
  const [kind, setKind] = useState<"movie" | "series">("movie");
  usePageTitle(
    kind === "movie"
      ? i18n._({ id: "admin.title-new.page-title-movie", message: "New movie · Admin" })
      : i18n._({ id: "admin.title-new.page-title-series", message: "New series · Admin" }),
  );
  return <NewTitle kind={kind} onKind={setKind} />;
}
