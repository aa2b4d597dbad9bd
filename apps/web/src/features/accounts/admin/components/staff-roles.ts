import type { StaffRole } from "@tazama/contracts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";

/** How the console names each role. */
export function roleLabel(role: StaffRole, i18n: I18n): string {
  switch (role) {
    case "viewer":
      return i18n._({ id: "admin.role.viewer", message: "Viewer" });
    case "admin":
      return i18n._({ id: "admin.role.admin", message: "Admin" });
    case "usher":
      return i18n._({ id: "admin.role.usher", message: "Usher" });
    case "org-admin":
      return i18n._({ id: "admin.role.org-admin", message: "Organisation admin" });
  }
}
