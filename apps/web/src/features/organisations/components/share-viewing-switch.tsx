import "@mantine/core/styles/Switch.css";
import { Switch } from "@mantine/core";
import { useShareViewing } from "../api/report.ts";

/** A member's consent: the organisation's admins may see, by name, what they watched. */
export function ShareViewingSwitch({
  orgId,
  orgName,
  checked,
}: {
  orgId: string;
  orgName: string;
  checked: boolean;
}) {
  const share = useShareViewing(orgId);
  return (
    <Switch
      checked={checked}
      onChange={(event) => {
        share.mutate(event.currentTarget.checked);
      }}
      color="orange"
      label={`Let ${orgName}'s admins see what I watch`}
      description="Off: they only see totals for the whole organisation, never your name."
    />
  );
}
