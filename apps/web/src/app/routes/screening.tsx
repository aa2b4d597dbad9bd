import { SCREENING_ROOM_OPENS_MIN } from "@tazama/contracts";
import "@mantine/core/styles/Loader.css";
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useAuth } from "../../features/accounts/hooks/use-auth.ts";
import { loginPathFor } from "../../features/accounts/lib/return-to.ts";
import { useViewerCurrency } from "../../features/catalogue/hooks/use-viewer-currency.ts";
import { useScreening } from "../../features/screenings/api/screenings.ts";
import { BookingPanel } from "../../features/screenings/components/booking-panel.tsx";
import { screeningWhen, screeningWhere } from "../../features/screenings/lib/format.ts";
import { imageSrc, imageSrcSet } from "../../lib/image.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /screenings/:id: the film, when and where, then seats, refreshments and payment. */
export function ScreeningPage() {
  const { id = "" } = useParams();
  const screening = useScreening(id);
  const { authUser, loading } = useAuth();
  const viewerCurrency = useViewerCurrency();
  const data = screening.data;
  usePageTitle(data ? `${data.title.title} · Screening` : "Screening");

  if (screening.isPending) {
    return (
      <Container size="md" py="xl">
        <Loader aria-label="Loading the screening" role="status" />
      </Container>
    );
  }
  if (!data) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" variant="light" role="alert" title="Screening not found">
          It may have been removed.{" "}
          <Anchor component={Link} to="/screenings">
            See all screenings
          </Anchor>
          .
        </Alert>
      </Container>
    );
  }
  const minutes = Math.round(data.durationS / 60);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <img
          src={imageSrc(data.title.backdrop, 1280)}
          srcSet={imageSrcSet(data.title.backdrop, 1920)}
          sizes="(min-width: 62em) 900px, 100vw"
          alt=""
          width={1280}
          height={720}
          style={{
            width: "100%",
            height: "auto",
            aspectRatio: "16 / 9",
            objectFit: "cover",
            borderRadius: 12,
          }}
        />
        <div>
          <Title order={1}>{data.title.title}</Title>
          <Text size="lg" fw={600} mt={4}>
            {screeningWhen(data.startsAt)} · {screeningWhere(data)}
          </Text>
          {data.venue ? (
            <Text c="gray.4">{data.venue.address}</Text>
          ) : (
            <Text c="gray.4">
              Online: everyone watches the same moment, from wherever they are. Ticket holders{" "}
              <Anchor component={Link} to={`/screenings/${data.id}/watch`}>
                join the room
              </Anchor>{" "}
              from {SCREENING_ROOM_OPENS_MIN} minutes before the start.
            </Text>
          )}
          <Text c="gray.4" size="sm">
            {minutes} min ·{" "}
            <Anchor component={Link} to={`/view/${encodeURIComponent(data.title.ref)}`}>
              About the film
            </Anchor>
          </Text>
          {data.note ? <Text mt="xs">{data.note}</Text> : null}
          <Text c="gray.3" mt="sm" lineClamp={4}>
            {data.synopsis}
          </Text>
        </div>
        {/* Keyed: a new screening starts from its own seats. */}
        <BookingPanel
          key={data.id}
          screening={data}
          signedIn={loading ? null : authUser !== null}
          loginPath={loginPathFor(`/screenings/${data.id}`)}
          viewerCurrency={viewerCurrency}
        />
      </Stack>
    </Container>
  );
}
