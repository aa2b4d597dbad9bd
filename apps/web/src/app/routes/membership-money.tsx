import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Loader.css";
import { Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { Currency } from "@tazama/contracts";
import type { ReactNode } from "react";
import { usePurchases } from "../../features/purchases/api/get-purchases.ts";
import { useWallet } from "../../lib/checkout/get-wallet.ts";
import { money } from "../../lib/checkout/money-format.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { CheckoutOutcome } from "../../features/payments/components/checkout-outcome.tsx";
import { PassesSection } from "../../features/purchases/components/passes-section.tsx";
import { PaymentHistory } from "../../features/payments/components/payment-history.tsx";
import { InviteFriends } from "../../features/referrals/components/invite-friends.tsx";
import { ShareButton } from "../../features/sharing/components/share-button.tsx";
import { TopUpForm } from "../../features/payments/components/top-up-form.tsx";
import { VoucherForm } from "../../features/vouchers/components/voucher-form.tsx";
import { DataUsageCard } from "../../features/watching/components/data-usage-card.tsx";

/** /my-membership's money part: balance, top-up, passes, invite friends, vouchers, payments. */
export function MembershipMoney({
  viewerCurrency,
  payerPhone,
  verifyPhone,
}: {
  viewerCurrency: Currency;
  /** The verified phone M-Pesa charges, or null (then `verifyPhone` is offered). */
  payerPhone: string | null;
  verifyPhone: ReactNode;
}) {
  const wallet = useWallet();
  const purchases = usePurchases();
  const current = wallet.data?.wallet ?? null;
  const currency = current?.currency ?? viewerCurrency;
  const i18n = useI18n();
  return (
    <Stack gap="xl">
      <CheckoutOutcome />
      <Paper
        withBorder
        p="md"
        radius="md"
        bg="dark.7"
        component="section"
        aria-label={i18n._({ id: "wallet.label", message: "Wallet" })}
      >
        <Text c="dimmed" size="sm">
          {i18n._({ id: "wallet.balance", message: "Wallet balance" })}
        </Text>
        {wallet.isPending ? (
          <Loader
            size="sm"
            aria-label={i18n._({ id: "wallet.loading", message: "Loading your wallet" })}
            role="status"
          />
        ) : wallet.isError ? (
          <Text c="red">
            {i18n._({ id: "wallet.load-error", message: "We couldn’t load your wallet." })}
          </Text>
        ) : (
          <Text fz={32} fw={800} data-testid="wallet-balance">
            {current
              ? money(current.balance, current.currency, i18n.locale)
              : money(0, currency, i18n.locale)}
          </Text>
        )}
        {wallet.isSuccess && !current ? (
          <Text size="sm" c="dimmed">
            {i18n._({
              id: "wallet.choose-currency",
              message: "Choose your wallet’s currency with your first top-up.",
            })}
          </Text>
        ) : null}
      </Paper>
      <section aria-labelledby="topup-heading" id="top-up">
        <Title order={2} size="h3" id="topup-heading" mb="sm">
          {i18n._({ id: "top-up.title", message: "Top up" })}
        </Title>
        {wallet.isSuccess ? (
          <TopUpForm
            key={current?.currency ?? "new"}
            walletCurrency={current?.currency ?? null}
            viewerCurrency={viewerCurrency}
            payerPhone={payerPhone}
            verifyPhone={verifyPhone}
          />
        ) : null}
      </section>
      <PassesSection
        active={purchases.data?.passes.filter((p) => p.state !== "expired") ?? []}
        currency={currency}
        balance={
          wallet.isSuccess
            ? current && { amount: current.balance, currency: current.currency }
            : undefined
        }
      />
      <InviteFriends
        currency={currency}
        share={(link, text) => (
          <ShareButton
            title="Tazama"
            path={link}
            text={text}
            label={i18n._({ id: "referrals.share", message: "Share your link" })}
          />
        )}
      />
      <VoucherForm />
      <DataUsageCard />
      <PaymentHistory />
    </Stack>
  );
}
