import { Badge } from "@mantine/core";
import type { AdminUser } from "@tazama/contracts";
import { ROLE_LABELS } from "./staff-roles.ts";

/** A person's role (a viewer's only when `withViewer`) and, when so, "Disabled". */
export function UserBadges({
  user,
  withViewer = true,
}: {
  user: Pick<AdminUser, "role" | "disabled">;
  withViewer?: boolean;
}) {
  return (
    <>
      {user.role === "viewer" && !withViewer ? null : (
        <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
      )}
      {user.disabled ? (
        <Badge color="red" variant="light">
          Disabled
        </Badge>
      ) : null}
    </>
  );
}
