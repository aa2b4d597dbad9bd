import { Container } from "@mantine/core";
import { useEffect } from "react";
import { useAccountHint } from "../use-account-hint.ts";
import { DownloadsOverview } from "../../features/downloads/components/downloads-overview.tsx";
import { loadHls } from "../../features/streaming/lib/load-hls.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /downloads: this device's downloads (opens with no connection) and the account's devices. */
export function DownloadsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "nav.downloads", message: "Downloads" }));
  const account = useAccountHint();
  // The offline player's code is fetched now, while online: the service worker keeps it.
  useEffect(() => {
    if (!navigator.onLine) return;
    void import("./offline-watch.tsx").catch(() => undefined);
    void loadHls().catch(() => undefined);
  }, []);
  return (
    <Container size="md" py="md">
      <DownloadsOverview account={account} />
    </Container>
  );
}
