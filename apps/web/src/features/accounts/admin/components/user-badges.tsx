import { Badge } from "@mantine/core";
import type { AdminUser } from "@tazama/contracts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { roleLabel } from "./staff-roles.ts";

/** A person's role (a viewer's only when `withViewer`) and, when so, "Disabled". */
export function UserBadges({
  user,
  withViewer = true,
}: {
  user: Pick<AdminUser, "role" | "disabled">;
  withViewer?: boolean;
}) {
  const i18n = useI18n();
  return (
    <>
      {user.role === "viewer" && !withViewer ? null : (
        <Badge variant="light">{roleLabel(user.role, i18n)}</Badge>
      )}
      {user.disabled ? (
        <Badge color="red" variant="light">
          {i18n._({ id: "admin.user.disabled", message: "Disabled" })}
        </Badge>
      ) : null}
    </>
  );
}
