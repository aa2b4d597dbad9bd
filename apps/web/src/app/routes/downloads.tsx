import { Container } from "@mantine/core";
import { useEffect } from "react";
import { useAccountHint } from "../use-account-hint.ts";
import { DownloadsOverview } from "../../features/downloads/components/downloads-overview.tsx";
import { useLocalDownloads } from "../../features/downloads/hooks/use-local-downloads.ts";
import { loadHls } from "../../features/streaming/lib/load-hls.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /downloads: this device's downloads (opens with no connection) and the account's devices. */
export function DownloadsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "nav.downloads", message: "Downloads" }));
  const account = useAccountHint();
  // The offline player's code is fetched now, while online, when this device holds a download to
  // play: the service worker keeps it. A page with none does not pay for a player (issue 41).
  const holdsDownloads = useLocalDownloads(account).length > 0;
  useEffect(() => {
    if (!holdsDownloads || !navigator.onLine) return;
    void import("./offline-watch.tsx").catch(() => undefined);
    void loadHls().catch(() => undefined);
  }, [holdsDownloads]);
  return (
    <Container size="md" py="md">
      <DownloadsOverview account={account} />
    </Container>
  );
}
