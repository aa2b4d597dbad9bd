import { Stack, Title } from "@mantine/core";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import { useAdminTitle } from "../../../features/catalogue/api/title-admin.ts";
import { TitleEditor } from "../../../features/catalogue/admin/components/title-editor.tsx";
import { TitleMoves } from "../../../features/media/admin/components/title-moves.tsx";
import { TitleMedia } from "../../../features/media/components/title-media.tsx";
import { DetailFrame, useDetailId } from "../../../components/admin/detail-frame.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/titles/:ref: edit a title, price it, publish or withdraw it; what admins did to it. */
export function AdminTitlePage() {
  const i18n = useI18n();
  const title = useAdminTitle(useDetailId());
  const refreshAudit = useRefreshAudit();
  usePageTitle(
    title.data
      ? i18n._({
          id: "admin.title.page-title-named",
          message: "{title} · Admin",
          values: { title: title.data.title },
        })
      : i18n._({ id: "admin.title.page-title", message: "Title · Admin" }),
  );
  return (
    <DetailFrame
      back={{ to: "/admin/titles", label: i18n._({ id: "admin.nav.titles", message: "Titles" }) }}
      query={title}
    >
      {(data) => (
        <>
          {/* Keyed by ref: the forms start from this title's saved values. */}
          <TitleEditor
            key={data.ref}
            title={data}
            onChanged={refreshAudit}
            moves={(moves) => <TitleMoves title={data} {...moves} />}
            media={<TitleMedia titleRef={data.ref} />}
          />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {i18n._({ id: "admin.what-admins-did", message: "What admins did" })}
            </Title>
            <AuditTable targetId={data.ref} pageSize={10} />
          </Stack>
        </>
      )}
    </DetailFrame>
  );
}
