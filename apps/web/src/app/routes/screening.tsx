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
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /screenings/:id: the film, when and where, then seats, refreshments and payment. */
export function ScreeningPage() {
  const i18n = useI18n();
  const { id = "" } = useParams();
  const screening = useScreening(id);
  const { authUser, loading } = useAuth();
  const viewerCurrency = useViewerCurrency();
  const data = screening.data;
  const word = i18n._({ id: "screening.title", message: "Screening" });
  usePageTitle(data ? `${data.title.title} · ${word}` : word);

  if (screening.isPending) {
    return (
      <Container size="md" py="xl">
        <Loader
          aria-label={i18n._({ id: "screening.loading", message: "Loading the screening" })}
          role="status"
        />
      </Container>
    );
  }
  if (!data) {
    return (
      <Container size="md" py="xl">
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={i18n._({ id: "screening.not-found", message: "Screening not found" })}
        >
          {i18n._({ id: "screening.removed", message: "It may have been removed." })}{" "}
          <Anchor component={Link} to="/screenings">
            {i18n._({ id: "screening.see-all", message: "See all screenings" })}
          </Anchor>
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
            {screeningWhen(data.startsAt, i18n)} · {screeningWhere(data, i18n)}
          </Text>
          {data.venue ? (
            <Text c="gray.4">{data.venue.address}</Text>
          ) : (
            <Text c="gray.4">
              {i18n._({
                id: "screening.online-intro",
                message:
                  "Online: everyone watches the same moment, from wherever they are. Ticket holders join the room from {minutes} minutes before the start.",
                values: { minutes: SCREENING_ROOM_OPENS_MIN },
              })}{" "}
              <Anchor component={Link} to={`/screenings/${data.id}/watch`}>
                {i18n._({ id: "screening.join-room", message: "Join the room" })}
              </Anchor>
            </Text>
          )}
          <Text c="gray.4" size="sm">
            {i18n._({
              id: "screening.minutes",
              message: "{minutes, number} min",
              values: { minutes },
            })}{" "}
            ·{" "}
            <Anchor component={Link} to={`/view/${encodeURIComponent(data.title.ref)}`}>
              {i18n._({ id: "screening.about-film", message: "About the film" })}
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
