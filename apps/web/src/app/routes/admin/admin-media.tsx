import { MEDIA_JOB_STATUS_NAMES } from "@tazama/contracts";
import { Group, Text } from "@mantine/core";
import {
  MediaJobsTable,
  mediaJobStatusLabel,
} from "../../../features/media/components/media-jobs-table.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSelect, useListFilters } from "../../../components/admin/list-filters.tsx";

/** /admin/media: every transcode job on the site, live; failed ones can be retried here. */
export function AdminMediaPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.media.page-title", message: "Media jobs · Admin" }));
  const filters = useListFilters([], "");
  const status = MEDIA_JOB_STATUS_NAMES.find((s) => s === filters.params.get("status"));
  return (
    <>
      <Text c="gray.4" size="sm" mb="sm">
        {i18n._({
          id: "admin.media.intro",
          message:
            "Uploads are transcoded one at a time on each worker. Upload a video from its title's page.",
        })}
      </Text>
      <Group mb="md">
        <ListSelect
          filters={filters}
          name="status"
          label={i18n._({ id: "admin.media.state", message: "State" })}
          options={[
            { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
            ...MEDIA_JOB_STATUS_NAMES.map((s) => ({
              value: s,
              label: mediaJobStatusLabel(s, i18n),
            })),
          ]}
        />
      </Group>
      <MediaJobsTable
        status={status}
        page={filters.page}
        onPage={(page) => {
          filters.update({ page: String(page) });
        }}
      />
    </>
  );
}
