import { TitleList } from "../../../features/catalogue/admin/components/title-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/titles: every title, drafts and withdrawn too; filters live in the address. */
export function AdminTitlesPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.titles.page-title", message: "Titles · Admin" }));
  return <TitleList />;
}
