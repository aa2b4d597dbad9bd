import { Anchor, Badge, Text } from "@mantine/core";
import {
  type AdminUser,
  STAFF_ROLES,
  type StaffRole,
  USER_ADMIN_SORTS,
  type UserAdminQuery,
} from "@tazama/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { AdminTablePage } from "../../../../components/admin/admin-table-page.tsx";
import { LinkCard } from "../../../../components/admin/link-card.tsx";
import { useAdminUsers } from "../../api/user-admin.ts";
import { dateFormat } from "../../../../lib/i18n/date-format.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import {
  ListSearch,
  ListSelect,
  useListFilters,
} from "../../../../components/admin/list-filters.tsx";
import { roleLabel } from "./staff-roles.ts";
import { UserBadges } from "./user-badges.tsx";

const PAGE_SIZE = 25;
const columns = (i18n: I18n): ColumnDef<AdminUser>[] => [
  {
    id: "name",
    header: i18n._({ id: "admin.users.column.name", message: "Name" }),
    enableSorting: true,
    cell: ({ row }) => (
      <Anchor component={Link} to={`/admin/users/${encodeURIComponent(row.original.id)}`}>
        {row.original.name}
      </Anchor>
    ),
  },
  {
    id: "email",
    header: i18n._({ id: "admin.users.column.email", message: "Email" }),
    enableSorting: true,
    cell: ({ row }) => row.original.email,
  },
  {
    id: "phone",
    header: i18n._({ id: "admin.users.column.phone", message: "Phone" }),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.phone ? (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {row.original.phone} {row.original.phoneVerified ? "✓" : ""}
        </Text>
      ) : (
        <Text size="sm" c="gray.5">
          —
        </Text>
      ),
  },
  {
    id: "role",
    header: i18n._({ id: "admin.users.column.role", message: "Role" }),
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={row.original.role === "viewer" ? "default" : "light"}>
        {roleLabel(row.original.role, i18n)}
      </Badge>
    ),
  },
  {
    id: "state",
    header: i18n._({ id: "admin.users.column.state", message: "State" }),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.disabled ? (
        <Badge color="red" variant="light">
          {i18n._({ id: "admin.user.disabled", message: "Disabled" })}
        </Badge>
      ) : (
        <Text size="sm">{i18n._({ id: "admin.user.active", message: "Active" })}</Text>
      ),
  },
  {
    id: "createdAt",
    header: i18n._({ id: "admin.users.column.joined", message: "Joined" }),
    enableSorting: true,
    cell: ({ row }) =>
      dateFormat(i18n, { dateStyle: "medium" }).format(new Date(row.original.createdAt)),
  },
];

/** A person on a phone: a card with what tells them apart, the whole card a link. */
function PersonCard({ user }: { user: AdminUser }) {
  return (
    <LinkCard
      to={`/admin/users/${encodeURIComponent(user.id)}`}
      name={user.name}
      badges={<UserBadges user={user} withViewer={false} />}
    >
      <Text size="sm" c="gray.4" truncate>
        {user.email}
      </Text>
      {user.phone ? (
        <Text size="sm" c="gray.4">
          {user.phone} {user.phoneVerified ? "✓" : ""}
        </Text>
      ) : null}
    </LinkCard>
  );
}

const isRole = (value: string | null): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? "");

export function UserList() {
  const i18n = useI18n();
  const cols = useMemo(() => columns(i18n), [i18n]);
  const filters = useListFilters(USER_ADMIN_SORTS, "createdAt");
  const { params } = filters;
  const roleParam = params.get("role");
  const state = params.get("state");
  const query: UserAdminQuery = {
    q: params.get("q") ?? undefined,
    role: isRole(roleParam) ? roleParam : undefined,
    disabled: state === "disabled" ? "true" : state === "active" ? "false" : undefined,
    sort: filters.sort,
    dir: filters.dir,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const users = useAdminUsers(query);

  return (
    <AdminTablePage
      filters={filters}
      toolbar={
        <>
          <ListSearch
            filters={filters}
            placeholder={i18n._({ id: "admin.users.search", message: "Name, email or phone" })}
          />
          <ListSelect
            filters={filters}
            name="role"
            label={i18n._({ id: "admin.users.column.role", message: "Role" })}
            options={[
              { value: "", label: i18n._({ id: "admin.users.any-role", message: "Any role" }) },
              ...STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role, i18n) })),
            ]}
          />
          <ListSelect
            filters={filters}
            name="state"
            label={i18n._({ id: "admin.users.column.state", message: "State" })}
            options={[
              { value: "", label: i18n._({ id: "admin.filter.any", message: "Any" }) },
              { value: "active", label: i18n._({ id: "admin.user.active", message: "Active" }) },
              {
                value: "disabled",
                label: i18n._({ id: "admin.user.disabled", message: "Disabled" }),
              },
            ]}
          />
        </>
      }
      label={i18n._({ id: "admin.users.label", message: "People" })}
      columns={cols}
      rows={users.data?.users ?? []}
      total={users.data?.total ?? 0}
      pageSize={PAGE_SIZE}
      state={users}
      rowKey={(user) => user.id}
      empty={i18n._({ id: "admin.users.empty", message: "Nobody matches." })}
      minWidth={820}
      renderCard={(user) => <PersonCard user={user} />}
    />
  );
}
