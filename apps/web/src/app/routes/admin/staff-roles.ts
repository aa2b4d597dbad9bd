import type { StaffRole } from "@tazama/contracts";

/** How the console names each role. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  viewer: "Viewer",
  admin: "Admin",
  usher: "Usher",
  "org-admin": "Organisation admin",
};
