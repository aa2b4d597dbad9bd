import { Badge, Button, Group, Text, Title } from "@mantine/core";
import type { CatalogueItem } from "@tazama/contracts";
import { Link } from "react-router";
import { imageSrcSet } from "../../../lib/image.ts";
import { parseGenres } from "../lib/genre-rows.ts";
import classes from "./hero.module.css";

export function Hero({ item }: { item: CatalogueItem }) {
  const landscape = item.poster.replace(/_port\.jpg$/, "_land.jpg");
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img
        className={classes.art}
        src={`${landscape}?w=1080`}
        srcSet={imageSrcSet(landscape, 1920)}
        sizes="100vw"
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
      />
      <div className={classes.copy}>
        <Group gap={6} mb="xs">
          {parseGenres(item.genres).map((g) => (
            <Badge key={g} variant="light" color="orange">
              {g}
            </Badge>
          ))}
        </Group>
        <Title order={1} id="hero-title" className={classes.title}>
          {item.title}
        </Title>
        <Text c="gray.3" lineClamp={3} maw={560} mt="xs">
          {item.synopsis}
        </Text>
        <Button component={Link} to={`/view/${item.ref}`} mt="md" size="md">
          More info
        </Button>
      </div>
    </section>
  );
}
