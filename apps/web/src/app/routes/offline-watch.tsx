import { Alert, Button, Container, Group, Loader } from "@mantine/core";
import { Link, useParams } from "react-router";
import { refusalMessage } from "../../features/downloads/components/offline-refusal.ts";
import { useOfflineSource } from "../../features/downloads/hooks/use-offline-source.ts";
import { VideoPlayer } from "../../features/streaming/components/video-player.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { useAccountHint } from "../use-account-hint.ts";

/** /downloads/{id}: a download played from this device, with or without a connection. */
export function OfflineWatchPage() {
  const id = useParams().id ?? "";
  const { source, onVideo } = useOfflineSource(id, useAccountHint());
  const opened = source.data;
  const i18n = useI18n();
  usePageTitle(opened?.download?.title ?? i18n._({ id: "nav.downloads", message: "Downloads" }));
  if (!opened) {
    return (
      <Container size="lg" py="md">
        <Loader
          aria-label={i18n._({ id: "downloads.opening", message: "Opening the download" })}
          role="status"
        />
      </Container>
    );
  }
  if (!opened.ok) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title={refusalMessage(i18n, opened.refusal)}>
          <Group mt="sm">
            <Button component={Link} to="/downloads">
              {i18n._({ id: "downloads.back", message: "Back to downloads" })}
            </Button>
            {opened.download ? (
              <Button component={Link} to={`/view/${opened.download.ref}`} variant="default">
                {i18n._({ id: "downloads.title-page", message: "Title page" })}
              </Button>
            ) : null}
          </Group>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <VideoPlayer
        contentRef={opened.download.ref}
        title={opened.download.title}
        backTo="/downloads"
        grant={opened.grant}
        loader={opened.loader}
        trackProgress={false}
        countView={false}
        onVideo={onVideo}
      />
    </Container>
  );
}
