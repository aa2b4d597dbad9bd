import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** "No results found" and what to try, in the classes of the list that shows it. */
export function NoResults({ classes }: { classes: { emptyTitle?: string; hint?: string } }) {
  const i18n = useI18n();
  return (
    <>
      <p className={classes.emptyTitle}>
        {i18n._({ id: "search.empty", message: "No results found" })}
      </p>
      <p className={classes.hint}>
        {i18n._({ id: "search.empty-hint", message: "Try different keywords" })}
      </p>
    </>
  );
}
