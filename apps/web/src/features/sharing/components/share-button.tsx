import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { useState } from "react";
import { LineIcon } from "../../../components/ui/line-icon.tsx";
import { type ShareOutcome, browserShareDeps, shareLink } from "../lib/share-link.ts";

const SAID: Partial<Record<ShareOutcome, string>> = {
  copied: "Link copied",
  failed: "Could not copy. Copy the address from your browser's bar.",
};

/**
 * "Share": the system share sheet on a phone, a copied link elsewhere (said beside the button).
 * On a title page the link is the title's page at the public origin, which previews itself; an
 * invitation shares an absolute link with its own words.
 */
export function ShareButton({
  title,
  path,
  text = `Watch ${title} on Tazama`,
  label = "Share",
}: {
  title: string;
  /** A path of this site, or an absolute URL. */
  path: string;
  text?: string;
  label?: string;
}) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const said = outcome ? SAID[outcome] : undefined;
  return (
    <div style={{ display: "inline-flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <Button
        variant="default"
        radius="xl"
        leftSection={<ShareIcon />}
        onClick={() => {
          const url = new URL(path, window.location.origin).href;
          void shareLink({ title, text, url }, browserShareDeps()).then(setOutcome);
        }}
      >
        {label}
      </Button>
      <span role="status" style={{ fontSize: "var(--mantine-font-size-sm)" }}>
        {said ?? ""}
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
