import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { useState } from "react";
import { LineIcon } from "../../../components/ui/line-icon.tsx";
import { type ShareOutcome, browserShareDeps, shareLink } from "../lib/share-link.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

function said(outcome: ShareOutcome, i18n: I18n): string {
  switch (outcome) {
    case "copied":
      return i18n._({ id: "share.copied", message: "Link copied" });
    case "failed":
      return i18n._({
        id: "share.failed",
        message: "Could not copy. Copy the address from your browser's bar.",
      });
    default:
      return "";
  }
}

/**
 * "Share": the system share sheet on a phone, a copied link elsewhere (said beside the button).
 * On a title page the link is the title's page at the public origin, which previews itself; an
 * invitation shares an absolute link with its own words.
 */
export function ShareButton({
  title,
  path,
  text,
  label,
}: {
  title: string;
  /** A path of this site, or an absolute URL. */
  path: string;
  text?: string;
  label?: string;
}) {
  const i18n = useI18n();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const words =
    text ?? i18n._({ id: "share.text", message: "Watch {title} on Tazama", values: { title } });
  return (
    <div style={{ display: "inline-flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <Button
        variant="default"
        radius="xl"
        leftSection={<ShareIcon />}
        onClick={() => {
          const url = new URL(path, window.location.origin).href;
          void shareLink({ title, text: words, url }, browserShareDeps()).then(setOutcome);
        }}
      >
        {label ?? i18n._({ id: "share.label", message: "Share" })}
      </Button>
      <span role="status" style={{ fontSize: "var(--mantine-font-size-sm)" }}>
        {outcome ? said(outcome, i18n) : ""}
      </span>
    </div>
  );
}

function ShareIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}
