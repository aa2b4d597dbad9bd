import { UserList } from "../../../features/accounts/admin/components/user-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/users: find people; the filters live in the address, so back and reload keep them. */
export function AdminUsersPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.users.page-title", message: "People · Admin" }));
  return <UserList />;
}
