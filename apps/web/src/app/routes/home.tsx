import { Container, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useCatalogue } from "../../features/catalogue/api/get-catalogue.ts";
import { Hero } from "../../features/catalogue/components/hero.tsx";
import { TitleRow } from "../../features/catalogue/components/title-row.tsx";
import { movieRowsByGenre } from "../../features/catalogue/lib/genre-rows.ts";

export function HomePage() {
  const { data, isPending, isError } = useCatalogue();
  const rows = useMemo(() => (data ? movieRowsByGenre(data.content, data.genres) : []), [data]);
  const featured = data?.content.find((item) => item.type === "Movie");

  useEffect(() => {
    document.title = "Tazama — African movies and series";
  }, []);

  if (isPending) {
    return (
      <Container size="xl">
        <Stack>
          <Skeleton height={320} />
          <Skeleton height={240} />
        </Stack>
      </Container>
    );
  }
  if (isError) {
    return (
      <Container size="xl" py="xl">
        <Text c="dimmed">We couldn't load the catalogue. Check your connection and refresh.</Text>
      </Container>
    );
  }
  return (
    <>
      {featured ? <Hero item={featured} /> : null}
      <Container size="xl">
        {rows.map((row, index) => (
          <TitleRow key={row.name} name={row.name} items={row.items} eager={index === 0} />
        ))}
      </Container>
    </>
  );
}
