import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { type SubmitEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { runSignOutHooks } from "../../../lib/sign-out-hooks.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useWallet } from "../../../lib/checkout/get-wallet.ts";
import { money } from "../../../lib/checkout/money-format.ts";
import { useDeleteAccount } from "../api/update-profile.ts";
import { clearUserCookies } from "../lib/user-cookie.ts";

/**
 * Delete the account: what goes and what stays said first, the word DELETE typed, and the
 * password (accounts that only sign in with Google have none). Then the app starts over at "/".
 */
export function DeleteAccount({
  goHome = () => {
    window.location.assign("/");
  },
}: {
  /** Where the app starts over (a full load: no state of the deleted account survives). */
  goHome?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState("");
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  const wallet = useWallet(open).data?.wallet;
  const i18n = useI18n();
  const deleteLabel = i18n._({ id: "delete.button", message: "Delete account" });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (word !== "DELETE") return;
    remove.mutate(
      { confirm: "DELETE", ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          // The account's download keys go with it (its licences are revoked by the server).
          void runSignOutHooks().then(() => {
            clearUserCookies();
            goHome();
          });
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="outline"
        color="red"
        radius="xl"
        onClick={() => {
          setOpen(true);
        }}
      >
        {deleteLabel}
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title={i18n._({ id: "delete.title", message: "Delete your account?" })}
        centered
      >
        <form aria-label={deleteLabel} noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              {i18n._({
                id: "delete.what-goes",
                message:
                  "Your name, email, phone, photo, My List, thumbs and viewing history are removed, and you are signed out everywhere. Titles you bought and your wallet’s records are kept, as the law asks, but no longer linked to you.",
              })}
            </Text>
            {wallet && wallet.balance > 0 ? (
              <Alert color="yellow" variant="light">
                {i18n._({
                  id: "delete.wallet-warning",
                  message:
                    "Your wallet holds {amount}. Wallet credit cannot be paid out: spend it first, or it is lost with the account.",
                  values: { amount: money(wallet.balance, wallet.currency, i18n.locale) },
                })}
              </Alert>
            ) : null}
            <TextInput
              label={i18n._({ id: "delete.type-word", message: "Type DELETE to confirm" })}
              autoComplete="off"
              value={word}
              onChange={(event) => {
                setWord(event.currentTarget.value);
              }}
            />
            <PasswordInput
              label={i18n._({ id: "delete.password", message: "Password" })}
              description={i18n._({
                id: "delete.password-note",
                message: "Only sign in with Google? Leave it empty.",
              })}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
              }}
            />
            {remove.error ? (
              <Alert color="red" variant="light" role="alert">
                {failureMessage(remove.error, i18n)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button
                variant="subtle"
                radius="xl"
                onClick={() => {
                  setOpen(false);
                }}
              >
                {i18n._({ id: "delete.keep", message: "Keep my account" })}
              </Button>
              <Button
                type="submit"
                color="red"
                radius="xl"
                disabled={word !== "DELETE"}
                loading={remove.isPending}
              >
                {i18n._({ id: "delete.confirm", message: "Delete my account" })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
