import { Text } from "@mantine/core";
import type { CatalogueItem } from "@tazama/contracts";
import { Link } from "react-router";
import { imageSrcSet } from "../../../lib/image.ts";
import classes from "./poster-card.module.css";

export function PosterCard({ item, eager = false }: { item: CatalogueItem; eager?: boolean }) {
  return (
    <Link to={`/view/${item.ref}`} className={classes.card}>
      <img
        className={classes.poster}
        src={`${item.poster}?w=640`}
        srcSet={imageSrcSet(item.poster, 1080)}
        sizes="(min-width: 1024px) 180px, 140px"
        width={600}
        height={900}
        alt={item.title}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <Text size="sm" fw={600} lineClamp={1} mt={6}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {item.year}
      </Text>
    </Link>
  );
}
