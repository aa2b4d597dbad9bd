import { Stack, Title } from "@mantine/core";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { GenreList } from "../../../features/catalogue/admin/components/genre-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/genres: the browse bar's genres: add, rename, move, delete one no title uses. */
export function AdminGenresPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.genres.page-title", message: "Genres · Admin" }));
  const refreshAudit = useRefreshAudit();
  return (
    <Stack gap="md">
      <GenreList onChanged={refreshAudit} />
      <Stack gap="xs">
        <Title order={2} size="h5">
          {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
        </Title>
        <AuditTable action="genre" pageSize={10} />
      </Stack>
    </Stack>
  );
}
