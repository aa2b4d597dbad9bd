import switchStyles from "@mantine/core/styles/Switch.layer.css?inline";
import { Switch } from "@mantine/core";
import { useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useShareViewing } from "../api/report.ts";
import { addPageStyles } from "../../../lib/page-styles.ts";

addPageStyles("mantine-switch", switchStyles);

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
  const i18n = useI18n();
  const share = useShareViewing(orgId);
  // The switch moves with the click; the saved value takes over once the request settles.
  const [moving, setMoving] = useState<boolean | null>(null);
  return (
    <Switch
      checked={moving ?? checked}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setMoving(next);
        share.mutate(next, {
          onSettled: () => {
            setMoving(null);
          },
        });
      }}
      color="orange"
      label={i18n._({
        id: "org.share.label",
        message: "Let {name}'s admins see what I watch",
        values: { name: orgName },
      })}
      description={i18n._({
        id: "org.share.description",
        message: "Off: they only see totals for the whole organisation, never your name.",
      })}
    />
  );
}
