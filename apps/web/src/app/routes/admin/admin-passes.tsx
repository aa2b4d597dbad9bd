import "@mantine/core/styles/Paper.css";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type AdminPass, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { useRefreshAudit } from "../../../features/audit/api/audit.ts";
import { AuditTable } from "../../../features/audit/components/audit-table.tsx";
import {
  useAdminPasses,
  useCreatePass,
  useUpdatePass,
} from "../../../features/purchases/api/pass-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { EditableCard } from "./editable-card.tsx";
import { PassForm, passLength } from "./pass-form.tsx";

const failed = (error: Error) =>
  notifications.show({ color: "red", title: "Not saved", message: error.message });

/** /admin/passes: the passes viewers and organisations can buy, their prices and sales. */
export function AdminPassesPage() {
  usePageTitle("Passes · Admin");
  const refreshAudit = useRefreshAudit();
  const passes = useAdminPasses();
  const create = useCreatePass(refreshAudit);
  // Remounting the new-pass form empties it after a save.
  const [made, setMade] = useState(0);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h5" mb={4}>
          New pass
        </Title>
        <Text size="sm" c="gray.4" mb="sm">
          Every title for a time. It goes on sale once it has a price.
        </Text>
        <PassForm
          key={made}
          label="New pass"
          submitLabel="Create pass"
          busy={create.isPending}
          onSave={(fields) => {
            create.mutate(fields, {
              onSuccess: (pass) => {
                setMade((n) => n + 1);
                notifications.show({
                  message: pass.onSale ? `${pass.name} is on sale.` : `${pass.name} created.`,
                });
              },
              onError: failed,
            });
          }}
        />
      </Paper>
      {passes.isError ? <Text c="red.4">The passes could not be loaded.</Text> : null}
      {(passes.data?.passes ?? []).map((pass) => (
        <PassCard key={pass.slug} pass={pass} onChanged={refreshAudit} />
      ))}
      <Stack gap="xs">
        <Title order={2} size="h5">
          What admins did
        </Title>
        <AuditTable action="pass" pageSize={10} />
      </Stack>
    </Stack>
  );
}

function PassCard({ pass, onChanged }: { pass: AdminPass; onChanged: () => unknown }) {
  const update = useUpdatePass(pass.slug, onChanged);
  return (
    <EditableCard
      label={pass.name}
      summary={
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3} size="h5">
              {pass.name}
            </Title>
            <Badge color={pass.onSale ? "green" : "gray"} variant="light">
              {pass.onSale ? "on sale" : "off sale"}
            </Badge>
          </Group>
          <Text size="sm" c="gray.3">
            {passLength(pass.durationHours)} ·{" "}
            {pass.prices.length > 0
              ? pass.prices.map((p) => formatPrice(p.amountMinor, p.currency)).join(" · ")
              : "no price"}
          </Text>
          <Text size="xs" c="gray.5">
            {pass.sold} sold · {pass.running} running now
          </Text>
        </Stack>
      }
      actions={
        pass.onSale ? (
          <Button
            variant="default"
            size="compact-sm"
            loading={update.isPending && update.variables.prices?.length === 0}
            onClick={() => {
              update.mutate(
                { prices: [] },
                {
                  onSuccess: () =>
                    notifications.show({
                      message: `${pass.name} is off sale. Sold passes run on.`,
                    }),
                  onError: failed,
                },
              );
            }}
          >
            Take off sale
          </Button>
        ) : null
      }
      form={(close) => (
        <PassForm
          pass={pass}
          label={`Edit ${pass.name}`}
          submitLabel="Save pass"
          busy={update.isPending}
          onSave={(fields) => {
            update.mutate(fields, {
              onSuccess: () => {
                close();
                notifications.show({ message: "Pass saved. Passes already sold keep their end." });
              },
              onError: failed,
            });
          }}
        />
      )}
    />
  );
}
