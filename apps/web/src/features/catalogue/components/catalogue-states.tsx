import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import { Button } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./catalogue-states.module.css";
import { accentButton } from "./accent-button.ts";

/** A friendly dead end: what happened and one way onwards. Not an error. */
export function EmptyState({
  title,
  children,
  actionLabel,
  actionTo,
  headingLevel = 1,
}: {
  title: string;
  children: ReactNode;
  actionLabel: string;
  actionTo: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = useId();
  return (
    <section className={classes.state} aria-labelledby={headingId}>
      <span className={classes.icon} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <rect x="3" y="5" width="18" height="13" rx="2" strokeWidth="1.8" />
          <path d="M8 21h8M10 9.5v4l3.5-2-3.5-2z" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </span>
      <Heading id={headingId} className={classes.title}>
        {title}
      </Heading>
      <p className={classes.text}>{children}</p>
      <Button {...accentButton} component={Link} to={actionTo} radius="xl" mt="lg">
        {actionLabel}
      </Button>
    </section>
  );
}

/** The catalogue could not be loaded: say so plainly and offer to try again. */
export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  const i18n = useI18n();
  return (
    <div className={classes.state} role="alert">
      <p className={classes.title}>
        {i18n._({ id: "catalogue.load-error", message: "We couldn’t load the catalogue" })}
      </p>
      <p className={classes.text}>
        {i18n._({
          id: "failure.network-text",
          message: "Please check your internet connection and try again.",
        })}
      </p>
      <Button variant="default" radius="xl" mt="lg" onClick={onRetry}>
        {i18n._({ id: "action.try-again", message: "Try again" })}
      </Button>
    </div>
  );
}
