import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { ORG_KINDS, type OrgSummary } from "@tazama/contracts";
import { type SubmitEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-texts.ts";
import { useCreateOrg } from "../api/organisations.ts";

const LABELS: Record<OrgSummary["kind"], string> = {
  company: "Company",
  school: "School",
  church: "Church or mosque",
  ngo: "NGO",
  other: "Other",
};

/** Start an organisation; the person who starts it is its admin. */
export function CreateOrgForm() {
  const create = useCreateOrg();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<OrgSummary["kind"]>("company");
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed.length >= 2 ? null : "Enter the organisation's name.");
    if (trimmed.length < 2) return;
    create.mutate({ name: trimmed, kind });
  };
  return (
    <form aria-label="Start an organisation" noValidate onSubmit={submit}>
      <Stack gap="sm" maw={420}>
        <TextInput
          label="Organisation name"
          value={name}
          maxLength={120}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label="Kind"
          data={ORG_KINDS.map((k) => ({ value: k, label: LABELS[k] }))}
          value={kind}
          onChange={(event) => {
            setKind(event.currentTarget.value as OrgSummary["kind"]);
          }}
        />
        {create.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(create.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" radius="xl" color="#f5a524" autoContrast loading={create.isPending}>
            Start the organisation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
