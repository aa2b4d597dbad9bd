import "@mantine/core/styles/Paper.css";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { type AdminPass, formatPrice } from "@tazama/contracts";
import { useState } from "react";
import { useAdminPasses, useCreatePass, useUpdatePass } from "../../api/pass-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { EditableCard } from "../../../../components/admin/editable-card.tsx";
import { PassForm, passLength } from "./pass-form.tsx";

const failed = (i18n: I18n) => (error: Error) =>
  notifications.show({
    color: "red",
    title: i18n._({ id: "admin.not-saved", message: "Not saved" }),
    message: error.message,
  });

/** /admin/passes: the passes viewers and organisations can buy, their prices and sales. */
export function PassList({ onChanged }: { onChanged: () => unknown }) {
  const i18n = useI18n();
  const passes = useAdminPasses();
  const create = useCreatePass(onChanged);
  // Remounting the new-pass form empties it after a save.
  const [made, setMade] = useState(0);
  return (
    <>
      <Paper withBorder p="md" radius="md" bg="dark.7">
        <Title order={2} size="h5" mb={4}>
          {i18n._({ id: "admin.passes.new", message: "New pass" })}
        </Title>
        <Text size="sm" c="gray.4" mb="sm">
          {i18n._({
            id: "admin.passes.new-help",
            message: "Every title for a time. It goes on sale once it has a price.",
          })}
        </Text>
        <PassForm
          key={made}
          label={i18n._({ id: "admin.passes.new", message: "New pass" })}
          submitLabel={i18n._({ id: "admin.passes.create", message: "Create pass" })}
          busy={create.isPending}
          onSave={(fields) => {
            create.mutate(fields, {
              onSuccess: (pass) => {
                setMade((n) => n + 1);
                notifications.show({
                  message: pass.onSale
                    ? i18n._({
                        id: "admin.passes.on-sale-done",
                        message: "{name} is on sale.",
                        values: { name: pass.name },
                      })
                    : i18n._({
                        id: "admin.passes.created",
                        message: "{name} created.",
                        values: { name: pass.name },
                      }),
                });
              },
              onError: failed(i18n),
            });
          }}
        />
      </Paper>
      {passes.isError ? (
        <Text c="red.4">
          {i18n._({ id: "admin.passes.load-error", message: "The passes could not be loaded." })}
        </Text>
      ) : null}
      {passes.data?.passes.length === 0 ? (
        <Text c="dimmed">
          {i18n._({
            id: "admin.passes.empty",
            message: "No pass yet. The first one you make goes on sale at once.",
          })}
        </Text>
      ) : null}
      {(passes.data?.passes ?? []).map((pass) => (
        <PassCard key={pass.slug} pass={pass} onChanged={onChanged} />
      ))}
    </>
  );
}

function PassCard({ pass, onChanged }: { pass: AdminPass; onChanged: () => unknown }) {
  const i18n = useI18n();
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
              {pass.onSale
                ? i18n._({ id: "admin.passes.on-sale", message: "on sale" })
                : i18n._({ id: "admin.passes.off-sale", message: "off sale" })}
            </Badge>
          </Group>
          <Text size="sm" c="gray.3">
            {passLength(pass.durationHours, i18n)} ·{" "}
            {pass.prices.length > 0
              ? pass.prices
                  .map((p) => formatPrice(p.amountMinor, p.currency, i18n.locale))
                  .join(" · ")
              : i18n._({ id: "admin.passes.no-price", message: "no price" })}
          </Text>
          <Text size="xs" c="gray.5">
            {i18n._({
              id: "admin.passes.sales",
              message: "{sold} sold · {running} running now",
              values: { sold: pass.sold, running: pass.running },
            })}
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
                      message: i18n._({
                        id: "admin.passes.off-sale-done",
                        message: "{name} is off sale. Sold passes run on.",
                        values: { name: pass.name },
                      }),
                    }),
                  onError: failed(i18n),
                },
              );
            }}
          >
            {i18n._({ id: "admin.passes.take-off-sale", message: "Take off sale" })}
          </Button>
        ) : null
      }
      form={(close) => (
        <PassForm
          pass={pass}
          label={i18n._({
            id: "admin.passes.edit",
            message: "Edit {name}",
            values: { name: pass.name },
          })}
          submitLabel={i18n._({ id: "admin.passes.save", message: "Save pass" })}
          busy={update.isPending}
          onSave={(fields) => {
            update.mutate(fields, {
              onSuccess: () => {
                close();
                notifications.show({
                  message: i18n._({
                    id: "admin.passes.saved",
                    message: "Pass saved. Passes already sold keep their end.",
                  }),
                });
              },
              onError: failed(i18n),
            });
          }}
        />
      )}
    />
  );
}
