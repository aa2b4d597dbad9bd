import { SubmissionTriage } from "../../../features/submissions/admin/components/submission-triage.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/submissions: films sent by filmmakers; review, accept (then a draft title) or decline. */
export function AdminSubmissionsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.submissions.page-title", message: "Submissions · Admin" }));
  return <SubmissionTriage />;
}
