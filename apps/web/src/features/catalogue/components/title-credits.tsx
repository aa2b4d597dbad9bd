import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { type Credit, type CreditRole, personPath } from "@tazama/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { characterWords, creditRoleWord } from "../lib/credit-roles.ts";
import classes from "./title-credits.module.css";

const ORDER: CreditRole[] = ["actor", "director", "writer", "producer"];

/** "Cast & crew" on a title page: each name opens the person's page with their other titles. */
export function TitleCredits({ credits }: { credits: readonly Credit[] }) {
  const headingId = useId();
  const i18n = useI18n();
  if (credits.length === 0) return null;
  const groups = ORDER.map((role) => ({
    role,
    people: credits.filter((c) => c.role === role),
  })).filter((g) => g.people.length > 0);
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {i18n._({ id: "title.credits", message: "Cast & crew" })}
      </h2>
      <dl className={classes.groups}>
        {groups.map(({ role, people }) => (
          <div key={role} className={classes.group}>
            <dt className={classes.role}>{creditRoleWord(role, i18n, { count: people.length })}</dt>
            <dd className={classes.people}>
              <ul className={classes.list}>
                {people.map((person) => (
                  <li key={person.slug}>
                    <Link to={personPath(person.slug)} className={classes.name}>
                      {person.name}
                    </Link>
                    {person.character ? (
                      <span className={classes.character}>
                        {" "}
                        {characterWords(person.character, i18n)}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
