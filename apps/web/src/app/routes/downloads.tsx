import { Container } from "@mantine/core";
import { useAccountHint } from "../use-account-hint.ts";
import { DownloadsOverview } from "../../features/downloads/components/downloads-overview.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/**
 * The offline player's code, fetched while online when this device holds a download to play: the
 * service worker keeps it. A page with none does not pay for a player (issue 41).
 */
function fetchOfflinePlayer() {
  void import("./offline-watch.tsx").catch(() => undefined);
  void import("../../features/streaming/lib/load-hls.ts")
    .then(({ loadHls }) => loadHls())
    .catch(() => undefined);
}

/**
 * /downloads: this device's downloads (opens with no connection) and the account's devices. The
 * server draws its frame; what the device keeps shows once the browser has read it.
 */
export function DownloadsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "nav.downloads", message: "Downloads" }));
  const account = useAccountHint();
  return (
    <Container size="md" py="md">
      <DownloadsOverview account={account} onHolds={fetchOfflinePlayer} />
    </Container>
  );
}
