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
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type SubmitEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
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
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (word !== "DELETE") return;
    remove.mutate(
      { confirm: "DELETE", ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          clearUserCookies();
          goHome();
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
        Delete account
      </Button>
      <Modal
        opened={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Delete your account?"
        centered
      >
        <form aria-label="Delete account" noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">
              Your name, email, phone, photo, My List, thumbs and viewing history are removed, and
              you are signed out everywhere. Titles you bought and your wallet’s records are kept,
              as the law asks, but no longer linked to you.
            </Text>
            {wallet && wallet.balance > 0 ? (
              <Alert color="yellow" variant="light">
                Your wallet holds {money(wallet.balance, wallet.currency)}. Wallet credit cannot be
                paid out: spend it first, or it is lost with the account.
              </Alert>
            ) : null}
            <TextInput
              label="Type DELETE to confirm"
              autoComplete="off"
              value={word}
              onChange={(event) => {
                setWord(event.currentTarget.value);
              }}
            />
            <PasswordInput
              label="Password"
              description="Only sign in with Google? Leave it empty."
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
              }}
            />
            {remove.error ? (
              <Alert color="red" variant="light" role="alert">
                {failureMessage(remove.error)}
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
                Keep my account
              </Button>
              <Button
                type="submit"
                color="red"
                radius="xl"
                disabled={word !== "DELETE"}
                loading={remove.isPending}
              >
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
