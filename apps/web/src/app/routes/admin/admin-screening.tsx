import { useParams } from "react-router";
import { useAdminScreeningBookings } from "../../../features/screenings/api/screening-admin.ts";
import { ScreeningBookings } from "../../../features/screenings/admin/components/screening-bookings.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/screenings/{id}: one screening's bookings, who bought them, who came, what they ate. */
export function AdminScreeningPage() {
  const id = (useParams()["*"] ?? "").split("/")[1] ?? "";
  const i18n = useI18n();
  const screening = useAdminScreeningBookings(id).data?.screening;
  usePageTitle(
    screening
      ? i18n._({
          id: "admin.screening.page-title-named",
          message: "{title} · Screenings · Admin",
          values: { title: screening.title.title },
        })
      : i18n._({ id: "admin.screening.page-title", message: "Screening · Admin" }),
  );
  return <ScreeningBookings id={id} />;
}
