import { Title } from "@mantine/core";
import type { CatalogueItem } from "@tazama/contracts";
import { PosterCard } from "./poster-card.tsx";
import classes from "./title-row.module.css";

export function TitleRow({
  name,
  items,
  eager,
}: {
  name: string;
  items: CatalogueItem[];
  eager?: boolean;
}) {
  const headingId = `row-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className={classes.row} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {name}
      </Title>
      <div className={classes.scroller}>
        {items.map((item, index) => (
          <PosterCard key={item.ref} item={item} eager={eager === true && index < 6} />
        ))}
      </div>
    </section>
  );
}
