import { pageReload } from "../../../lib/reload-page.ts";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { LANGUAGES, PHOTO_RULES, type Profile } from "@tazama/contracts";
import { type SubmitEvent, useState } from "react";
import { countryFromLocale, countryOptions } from "../../../components/phone/phone.ts";
import { failureMessage } from "../../../lib/failure-texts.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useRemovePhoto, useUpdateProfile, useUploadPhoto } from "../api/update-profile.ts";

const languageOf = (locale: string) => locale.split("-")[0] ?? "en";
/** Countries by name (the phone picker's list without the calling codes). */
const countries = () =>
  countryOptions().map((o) => ({ value: o.value, label: o.label.replace(/^\+\d+\s/, "") }));

/** Checks a picked file before it is sent (the server checks the bytes again). */
export function photoProblem(file: File, i18n: I18n): string | null {
  if (!(PHOTO_RULES.types as readonly string[]).includes(file.type)) {
    return i18n._({ id: "profile.photo-type", message: "Choose a JPEG, PNG or WebP picture." });
  }
  if (file.size > PHOTO_RULES.maxBytes) {
    return i18n._({
      id: "profile.photo-size",
      message: "Choose a picture of at most {size} MB.",
      values: { size: PHOTO_RULES.maxBytes / 1024 / 1024 },
    });
  }
  return null;
}

/**
 * The profile on My Membership: photo (uploaded, cropped square by the server), name, and the
 * language and country that make the locale ("sw-KE").
 */
export function ProfileEditor({ user }: { user: Profile }) {
  const [editing, setEditing] = useState(false);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const i18n = useI18n();
  const photoFailure = photoError ?? (upload.error ? failureMessage(upload.error, i18n) : null);

  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={user.photo} alt="" size={72} radius="xl" color="orange">
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{user.name}</Text>
          <Text c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {user.email}
          </Text>
        </div>
      </Group>
      <Group gap="xs">
        <FileButton
          accept={PHOTO_RULES.types.join(",")}
          onChange={(file) => {
            if (!file) return;
            const problem = photoProblem(file, i18n);
            setPhotoError(problem);
            if (!problem) upload.mutate(file);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" radius="xl" size="xs" loading={upload.isPending}>
              {user.photo
                ? i18n._({ id: "profile.change-photo", message: "Change photo" })
                : i18n._({ id: "profile.add-photo", message: "Add a photo" })}
            </Button>
          )}
        </FileButton>
        {user.photo ? (
          <Button
            variant="subtle"
            radius="xl"
            size="xs"
            loading={remove.isPending}
            onClick={() => {
              remove.mutate();
            }}
          >
            {i18n._({ id: "profile.remove-photo", message: "Remove photo" })}
          </Button>
        ) : null}
        {editing ? null : (
          <Button
            variant="subtle"
            radius="xl"
            size="xs"
            onClick={() => {
              setEditing(true);
            }}
          >
            {i18n._({ id: "profile.edit", message: "Edit profile" })}
          </Button>
        )}
      </Group>
      {photoFailure ? (
        <Alert color="red" variant="light" role="alert">
          {photoFailure}
        </Alert>
      ) : null}
      {editing ? (
        <ProfileForm
          user={user}
          onDone={() => {
            setEditing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}

function ProfileForm({ user, onDone }: { user: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [language, setLanguage] = useState(languageOf(user.locale));
  const [country, setCountry] = useState<string>(countryFromLocale(user.locale));
  const [nameError, setNameError] = useState<string | null>(null);
  const i18n = useI18n();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(
      trimmed ? null : i18n._({ id: "profile.enter-name", message: "Enter your name." }),
    );
    if (!trimmed) return;
    update.mutate(
      { name: trimmed, locale: `${language}-${country}` },
      {
        onSuccess: () => {
          // Another language: the server draws the app again in it.
          if (language !== languageOf(user.locale)) {
            pageReload.reload();
            return;
          }
          notifications.show({
            color: "teal",
            autoClose: 3_000,
            message: i18n._({ id: "profile.saved", message: "Profile saved." }),
          });
          onDone();
        },
      },
    );
  };
  return (
    <form
      aria-label={i18n._({ id: "profile.edit", message: "Edit profile" })}
      noValidate
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInput
          label={i18n._({ id: "profile.name", message: "Name" })}
          autoComplete="name"
          maxLength={120}
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label={i18n._({ id: "language.label", message: "Language" })}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
          value={language}
          onChange={(event) => {
            setLanguage(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label={i18n._({ id: "title.country", message: "Country" })}
          autoComplete="country"
          data={countries()}
          value={country}
          onChange={(event) => {
            setCountry(event.currentTarget.value);
          }}
        />
        {update.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(update.error, i18n)}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" radius="xl" color="#f5a524" autoContrast loading={update.isPending}>
            {i18n._({ id: "profile.save", message: "Save" })}
          </Button>
          <Button variant="subtle" radius="xl" onClick={onDone}>
            {i18n._({ id: "purchase.cancel", message: "Cancel" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
