import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import type { CreditRole, PersonCredit } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { isPersonNotFound, usePerson } from "../api/get-person.ts";
import { type PosterCardData, titlePath } from "../lib/cards.ts";
import { characterWords, creditRoleWord } from "../lib/credit-roles.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

/** What the person did on the title, under its poster: "2019 · as Kunle", "2021 · Director". */
function creditCard(credit: PersonCredit, i18n: I18n): PosterCardData {
  const crew = credit.roles
    .filter((r) => r !== "actor")
    .map((r) => creditRoleWord(r, i18n, { person: true }));
  const part = credit.character ? [characterWords(credit.character, i18n), ...crew] : crew;
  return {
    key: credit.ref,
    to: titlePath(credit.ref),
    // An episode's title already names its series ("Pepper and Sons Ep. 2").
    title: credit.title,
    poster: credit.poster,
    meta: [String(credit.year), ...part].join(" · "),
    item: { ref: credit.ref, year: credit.year },
  };
}

/** The roles a person has across their titles, most frequent first ("Actor · Director"). */
function rolesLine(credits: readonly PersonCredit[], i18n: I18n): string {
  const counts = new Map<CreditRole, number>();
  for (const c of credits) for (const r of c.roles) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([role]) => creditRoleWord(role, i18n, { person: true }))
    .join(" · ");
}

/** /people/{slug}: a person in the cast or crew and every title they are in, newest first. */
export function PersonListing({ slug }: { slug: string }) {
  const { data, isPending, isError, error, refetch } = usePerson(slug);
  const i18n = useI18n();
  if (isError) {
    return (
      <Container size="xl">
        {isPersonNotFound(error) ? (
          <EmptyState
            title={i18n._({ id: "person.not-found", message: "Person not found" })}
            actionLabel={i18n._({ id: "title.back-home", message: "Back to Home" })}
            actionTo="/"
          >
            {i18n._({
              id: "person.not-found-text",
              message: "We couldn’t find anyone at this address. The link may be mistyped.",
            })}
          </EmptyState>
        ) : (
          <CatalogueError
            onRetry={() => {
              void refetch();
            }}
          />
        )}
      </Container>
    );
  }
  if (isPending) {
    return (
      <Listing title={"\u00a0"}>
        <PosterGridSkeleton count={7} />
      </Listing>
    );
  }
  return (
    <Listing
      eyebrow={rolesLine(data.credits, i18n)}
      title={data.person.name}
      count={i18n._({
        id: "listing.titles-count",
        message: "{count, plural, one {# title} other {# titles}}",
        values: { count: data.credits.length },
      })}
    >
      {data.person.bio ? <p style={{ maxWidth: "60ch" }}>{data.person.bio}</p> : null}
      <PosterGrid
        cards={data.credits.map((credit) => creditCard(credit, i18n))}
        label={i18n._({
          id: "person.titles",
          message: "Titles with {name}",
          values: { name: data.person.name },
        })}
      />
    </Listing>
  );
}
