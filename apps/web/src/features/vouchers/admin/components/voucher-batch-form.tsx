import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Alert,
  Box,
  Button,
  Code,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { CURRENCIES, type Currency, VOUCHER_BATCH_MAX } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { useCreateVoucherBatch } from "../../api/voucher-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { toMinor } from "../../../../lib/price-input.ts";

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The codes as a file to hand out (one per line, with a header). */
function downloadCodes(codes: string[]) {
  const blob = new Blob([`code\r\n${codes.join("\r\n")}\r\n`], { type: "text/csv" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `tazama-vouchers-${codes[0] ?? "batch"}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** New voucher codes: one or a batch, wallet credit or a title, with a use limit and expiry. */
export function VoucherBatchForm() {
  const i18n = useI18n();
  const create = useCreateVoucherBatch();
  const [gift, setGift] = useState<"credit" | "title">("credit");
  const [prefix, setPrefix] = useState("");
  const [count, setCount] = useState("10");
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<Currency>("NGN");
  const [ref, setRef] = useState("");
  const [maxUses, setMaxUses] = useState("1");
  const [expires, setExpires] = useState(inDays(30));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const n = Number(count);
    const uses = Number(maxUses);
    const minor = toMinor(amount);
    if (!/^[A-Za-z0-9]{2,12}$/.test(prefix)) {
      setProblem(
        i18n._({
          id: "admin.voucher-form.bad-prefix",
          message: "The prefix is 2–12 letters or digits.",
        }),
      );
      return;
    }
    if (!Number.isInteger(n) || n < 1 || n > VOUCHER_BATCH_MAX) {
      setProblem(
        i18n._({
          id: "admin.voucher-form.bad-count",
          message: "Make 1 to {max} codes at a time.",
          values: { max: VOUCHER_BATCH_MAX },
        }),
      );
      return;
    }
    if (!Number.isInteger(uses) || uses < 1) {
      setProblem(
        i18n._({ id: "admin.voucher-form.bad-uses", message: "Each code is used at least once." }),
      );
      return;
    }
    if (gift === "credit" && minor === null) {
      setProblem(
        i18n._({
          id: "admin.voucher-form.bad-credit",
          message: "Give the credit as an amount, e.g. 500.",
        }),
      );
      return;
    }
    if (gift === "title" && !ref.trim()) {
      setProblem(
        i18n._({
          id: "admin.voucher-form.bad-ref",
          message: "Name the title by its ref (from its page address).",
        }),
      );
      return;
    }
    setProblem(null);
    create.mutate({
      prefix,
      count: n,
      maxUses: uses,
      expiresAt: new Date(`${expires}T23:59:59Z`).toISOString(),
      ...(gift === "credit" ? { credit: { amount: minor ?? 0, currency } } : { ref: ref.trim() }),
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={i18n._({ id: "admin.voucher-form.label", message: "New vouchers" })}
    >
      <Stack gap="sm">
        <Box maw={360}>
          <SegmentedControl
            fullWidth
            value={gift}
            onChange={setGift}
            data={[
              {
                value: "credit",
                label: i18n._({ id: "admin.voucher-form.wallet-credit", message: "Wallet credit" }),
              },
              {
                value: "title",
                label: i18n._({ id: "admin.vouchers.a-title", message: "A title" }),
              },
            ]}
            aria-label={i18n._({ id: "admin.voucher-form.gives", message: "What a code gives" })}
          />
        </Box>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput
            label={i18n._({ id: "admin.voucher-form.prefix", message: "Prefix" })}
            value={prefix}
            onChange={(e) => {
              setPrefix(e.currentTarget.value);
            }}
            placeholder="KARIBU"
          />
          <TextInput
            label={i18n._({ id: "admin.voucher-form.count", message: "How many codes" })}
            value={count}
            inputMode="numeric"
            onChange={(e) => {
              setCount(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.voucher-form.uses", message: "Uses per code" })}
            value={maxUses}
            inputMode="numeric"
            onChange={(e) => {
              setMaxUses(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.vouchers.column.valid-until", message: "Valid until" })}
            type="date"
            value={expires}
            onChange={(e) => {
              setExpires(e.currentTarget.value);
            }}
          />
          {gift === "credit" ? (
            <>
              <TextInput
                label={i18n._({ id: "admin.voucher-form.credit", message: "Credit" })}
                value={amount}
                inputMode="decimal"
                onChange={(e) => {
                  setAmount(e.currentTarget.value);
                }}
                placeholder="500"
              />
              <NativeSelect
                label={i18n._({ id: "admin.voucher-form.currency", message: "Currency" })}
                value={currency}
                data={[...CURRENCIES]}
                onChange={(e) => {
                  setCurrency(e.currentTarget.value as Currency);
                }}
              />
            </>
          ) : (
            <TextInput
              label={i18n._({ id: "admin.voucher-form.title-ref", message: "Title ref" })}
              value={ref}
              onChange={(e) => {
                setRef(e.currentTarget.value);
              }}
              placeholder="oshodi-overtime"
            />
          )}
        </SimpleGrid>
        {(problem ?? create.error) ? (
          <Text c="red.4" size="sm" role="alert">
            {problem ?? create.error?.message}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {i18n._({ id: "admin.voucher-form.create", message: "Create codes" })}
          </Button>
        </Group>
        {create.data ? (
          <Alert
            color="teal"
            variant="light"
            title={i18n._({
              id: "admin.voucher-form.made",
              message: "{count, plural, one {# code made} other {# codes made}}",
              values: { count: create.data.codes.length },
            })}
          >
            <Stack gap="xs">
              <Code block style={{ maxHeight: 160, overflow: "auto" }}>
                {create.data.codes.join("\n")}
              </Code>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    downloadCodes(create.data.codes);
                  }}
                >
                  {i18n._({ id: "admin.download-csv", message: "Download CSV" })}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
