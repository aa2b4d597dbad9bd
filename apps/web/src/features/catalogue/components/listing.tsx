import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./listing.module.css";

/** The frame of a listing page: a heading, a count line, then the grid. */
export function Listing({
  eyebrow,
  title,
  count,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  count?: string;
  children: ReactNode;
}) {
  return (
    <Container size="xl" className={classes.listing}>
      <header className={classes.header}>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.count}>{count ?? "\u00a0"}</p>
      </header>
      {children}
    </Container>
  );
}
