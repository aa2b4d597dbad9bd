import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Paper.css";
import { Anchor, Badge, Group, NativeSelect, Paper, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type AdminUser,
  STAFF_ROLES,
  type StaffRole,
  USER_ADMIN_SORTS,
  type UserAdminQuery,
} from "@tazama/contracts";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { useAdminUsers } from "../../../features/accounts/api/user-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ROLE_LABELS } from "./staff-roles.ts";

const PAGE_SIZE = 25;
const joined = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

const COLUMNS: ColumnDef<AdminUser>[] = [
  {
    id: "name",
    header: "Name",
    enableSorting: true,
    cell: ({ row }) => (
      <Anchor component={Link} to={`/admin/users/${encodeURIComponent(row.original.id)}`}>
        {row.original.name}
      </Anchor>
    ),
  },
  { id: "email", header: "Email", enableSorting: true, cell: ({ row }) => row.original.email },
  {
    id: "phone",
    header: "Phone",
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
    header: "Role",
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={row.original.role === "viewer" ? "default" : "light"}>
        {ROLE_LABELS[row.original.role]}
      </Badge>
    ),
  },
  {
    id: "state",
    header: "State",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.disabled ? (
        <Badge color="red" variant="light">
          Disabled
        </Badge>
      ) : (
        <Text size="sm">Active</Text>
      ),
  },
  {
    id: "createdAt",
    header: "Joined",
    enableSorting: true,
    cell: ({ row }) => joined.format(new Date(row.original.createdAt)),
  },
];

/** A person on a phone: a card with what tells them apart, the whole card a link. */
function PersonCard({ user }: { user: AdminUser }) {
  return (
    <Paper
      component={Link}
      to={`/admin/users/${encodeURIComponent(user.id)}`}
      withBorder
      radius="md"
      p="sm"
      bg="dark.7"
      style={{ display: "block", color: "inherit", textDecoration: "none" }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} truncate>
          {user.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          {user.role === "viewer" ? null : <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>}
          {user.disabled ? (
            <Badge color="red" variant="light">
              Disabled
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="gray.4" truncate>
        {user.email}
      </Text>
      {user.phone ? (
        <Text size="sm" c="gray.4">
          {user.phone} {user.phoneVerified ? "✓" : ""}
        </Text>
      ) : null}
    </Paper>
  );
}

type Sort = (typeof USER_ADMIN_SORTS)[number];
const isSort = (value: string | null): value is Sort =>
  (USER_ADMIN_SORTS as readonly string[]).includes(value ?? "");
const isRole = (value: string | null): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? "");

/** /admin/users: find people; the filters live in the address, so back and reload keep them. */
export function AdminUsersPage() {
  usePageTitle("People · Admin");
  const [params, setParams] = useSearchParams();
  const sortParam = params.get("sort");
  const roleParam = params.get("role");
  const state = params.get("state");
  const query: UserAdminQuery = {
    q: params.get("q") ?? undefined,
    role: isRole(roleParam) ? roleParam : undefined,
    disabled: state === "disabled" ? "true" : state === "active" ? "false" : undefined,
    sort: isSort(sortParam) ? sortParam : "createdAt",
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    page: Math.max(1, Number(params.get("page")) || 1),
    pageSize: PAGE_SIZE,
  };
  const users = useAdminUsers(query);

  const update = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };

  const [typed, setTyped] = useState(query.q ?? "");
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => {
    if (debounced !== (params.get("q") ?? "")) update({ q: debounced || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typing settles
  }, [debounced]);

  const sorting: SortingState = [{ id: query.sort!, desc: query.dir === "desc" }];
  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name, email or phone"
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
          }}
          style={{ flex: "1 1 260px" }}
        />
        <NativeSelect
          label="Role"
          value={query.role ?? ""}
          onChange={(event) => {
            update({ role: event.currentTarget.value || undefined });
          }}
          data={[
            { value: "", label: "Any role" },
            ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
          ]}
        />
        <NativeSelect
          label="State"
          value={state ?? ""}
          onChange={(event) => {
            update({ state: event.currentTarget.value || undefined });
          }}
          data={[
            { value: "", label: "Any" },
            { value: "active", label: "Active" },
            { value: "disabled", label: "Disabled" },
          ]}
        />
      </Group>
      {users.isError ? (
        <Text c="red.4" role="alert">
          People could not be loaded. {users.error.message}
        </Text>
      ) : (
        <DataTable
          label="People"
          columns={COLUMNS}
          rows={users.data?.users ?? []}
          total={users.data?.total ?? 0}
          page={query.page as number}
          pageSize={PAGE_SIZE}
          onPage={(page) => {
            update({ page: String(page) });
          }}
          sorting={sorting}
          onSorting={(next) => {
            const [first] = next;
            if (!first || !isSort(first.id)) {
              update({ sort: undefined, dir: undefined });
              return;
            }
            update({ sort: first.id, dir: first.desc ? "desc" : "asc" });
          }}
          loading={users.isFetching}
          rowKey={(user) => user.id}
          empty={users.isPending ? "Loading…" : "Nobody matches."}
          minWidth={820}
          renderCard={(user) => <PersonCard user={user} />}
        />
      )}
    </>
  );
}
