import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { ORG_KINDS, type OrgSummary } from "@tazama/contracts";
import { type SubmitEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useCreateOrg } from "../api/organisations.ts";

/** The kinds to choose from when starting an organisation. */
function kindChoice(kind: OrgSummary["kind"], i18n: I18n): string {
  switch (kind) {
    case "company":
      return i18n._({ id: "org.create.kind-company", message: "Company" });
    case "school":
      return i18n._({ id: "org.create.kind-school", message: "School" });
    case "church":
      return i18n._({ id: "org.create.kind-church", message: "Church or mosque" });
    case "ngo":
      return i18n._({ id: "org.create.kind-ngo", message: "NGO" });
    case "other":
      return i18n._({ id: "org.create.kind-other", message: "Other" });
  }
}

/** Start an organisation; the person who starts it is its admin. */
export function CreateOrgForm() {
  const i18n = useI18n();
  const create = useCreateOrg();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<OrgSummary["kind"]>("company");
  const [nameMissing, setNameMissing] = useState(false);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameMissing(trimmed.length < 2);
    if (trimmed.length < 2) return;
    create.mutate(
      { name: trimmed, kind },
      {
        // Started: the form is for the next one, empty again.
        onSuccess: () => {
          setName("");
          setKind("company");
        },
      },
    );
  };
  return (
    <form
      aria-label={i18n._({ id: "org.create.form", message: "Start an organisation" })}
      noValidate
      onSubmit={submit}
    >
      <Stack gap="sm" maw={420}>
        <TextInput
          label={i18n._({ id: "org.create.name", message: "Organisation name" })}
          value={name}
          maxLength={120}
          error={
            nameMissing
              ? i18n._({ id: "org.create.name-missing", message: "Enter the organisation's name." })
              : null
          }
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label={i18n._({ id: "org.create.kind", message: "Kind" })}
          data={ORG_KINDS.map((k) => ({ value: k, label: kindChoice(k, i18n) }))}
          value={kind}
          onChange={(event) => {
            setKind(event.currentTarget.value as OrgSummary["kind"]);
          }}
        />
        {create.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(create.error, i18n)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" radius="xl" color="#f5a524" autoContrast loading={create.isPending}>
            {i18n._({ id: "org.create.submit", message: "Start the organisation" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
