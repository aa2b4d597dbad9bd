import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/Loader.css";
import { Anchor, Chip, Container, Group, Loader, SimpleGrid, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useViewerCurrency } from "../../features/catalogue/hooks/use-viewer-currency.ts";
import { useScreenings } from "../../features/screenings/api/screenings.ts";
import { ScreeningCard } from "../../features/screenings/components/screening-card.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /screenings: upcoming screenings at venues and online, soonest first, by city or online. */
export function ScreeningsPage() {
  const i18n = useI18n();
  const heading = i18n._({ id: "screenings.heading", message: "Screenings" });
  usePageTitle(heading);
  const [params, setParams] = useSearchParams();
  const city = params.get("city");
  const list = useScreenings(city);
  const all = useScreenings(null);
  const currency = useViewerCurrency();
  const cities = all.data?.cities ?? [];
  const screenings = list.data?.screenings ?? [];

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        {heading}
      </Title>
      <Text c="gray.4" mb="md">
        {i18n._({
          id: "screenings.intro",
          message:
            "See it together: in a cinema near you, or online at the same moment as everyone else.",
        })}{" "}
        {i18n._({ id: "screenings.party-question", message: "A friend sent you a party code?" })}{" "}
        <Anchor component={Link} to="/party">
          {i18n._({ id: "screenings.join-party", message: "Join a watch party" })}
        </Anchor>
      </Text>
      <Chip.Group
        value={city ?? "all"}
        onChange={(value) => {
          setParams(value === "all" ? {} : { city: value }, { replace: true });
        }}
      >
        <Group
          gap={6}
          mb="lg"
          role="group"
          aria-label={i18n._({ id: "screenings.where", message: "Where" })}
        >
          <Chip value="all">{i18n._({ id: "screenings.everywhere", message: "Everywhere" })}</Chip>
          {cities.map((c) => (
            <Chip key={c} value={c}>
              {c}
            </Chip>
          ))}
          <Chip value="online">{i18n._({ id: "screening.online", message: "Online" })}</Chip>
        </Group>
      </Chip.Group>
      {list.isPending ? (
        <Loader
          aria-label={i18n._({ id: "screenings.loading", message: "Loading screenings" })}
          role="status"
        />
      ) : null}
      {list.isSuccess && screenings.length === 0 ? (
        <Text c="dimmed">
          {i18n._({
            id: "screenings.empty",
            message: "Nothing scheduled here yet. Try everywhere, or check back soon.",
          })}
        </Text>
      ) : null}
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
        aria-label={i18n._({ id: "screenings.upcoming", message: "Upcoming screenings" })}
      >
        {screenings.map((screening, index) => (
          <li key={screening.id}>
            <ScreeningCard screening={screening} currency={currency} eager={index < 3} />
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
