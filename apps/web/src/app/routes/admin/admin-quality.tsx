import { useSearchParams } from "react-router";
import { QualityReportView } from "../../../features/quality/admin/quality-report.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

const DAYS = new Set([1, 7, 30]);

/** /admin/quality: playback quality as viewers met it (issue 44), over 1, 7 or 30 days. */
export function AdminQualityPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.quality.page-title", message: "Playback quality · Admin" }));
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("days"));
  const days = DAYS.has(asked) ? asked : 7;
  return (
    <QualityReportView
      days={days}
      onDays={(next) => {
        setParams(next === 7 ? {} : { days: String(next) }, { replace: true });
      }}
    />
  );
}
