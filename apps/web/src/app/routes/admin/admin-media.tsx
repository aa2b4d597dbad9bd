import { MEDIA_JOB_STATUS_NAMES } from "@tazama/contracts";
import { Group, Text } from "@mantine/core";
import { MediaJobsTable } from "../../../features/media/components/media-jobs-table.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListSelect, useListFilters } from "./list-filters.tsx";

/** /admin/media: every transcode job on the site, live; failed ones can be retried here. */
export function AdminMediaPage() {
  usePageTitle("Media jobs · Admin");
  const filters = useListFilters([], "");
  const status = MEDIA_JOB_STATUS_NAMES.find((s) => s === filters.params.get("status"));
  return (
    <>
      <Text c="gray.4" size="sm" mb="sm">
        Uploads are transcoded one at a time on each worker. Upload a video from its title's page.
      </Text>
      <Group mb="md">
        <ListSelect
          filters={filters}
          name="status"
          label="State"
          options={[
            { value: "", label: "Any" },
            ...MEDIA_JOB_STATUS_NAMES.map((s) => ({ value: s, label: s })),
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
