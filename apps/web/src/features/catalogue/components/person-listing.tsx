import "@mantine/core/styles/Container.css";
import { Container } from "@mantine/core";
import { CREDIT_ROLE_LABELS, type CreditRole, type PersonCredit } from "@tazama/contracts";
import { isPersonNotFound, usePerson } from "../api/get-person.ts";
import { type PosterCardData, countLabel, titlePath } from "../lib/cards.ts";
import { CatalogueError, EmptyState } from "./catalogue-states.tsx";
import { Listing } from "./listing.tsx";
import { PosterGrid, PosterGridSkeleton } from "./poster-grid.tsx";

const ROLE_WORDS: Record<CreditRole, string> = { ...CREDIT_ROLE_LABELS, actor: "Actor" };

/** What the person did on the title, under its poster: "2019 · as Kunle", "2021 · Director". */
function creditCard(credit: PersonCredit): PosterCardData {
  const crew = credit.roles.filter((r) => r !== "actor").map((r) => ROLE_WORDS[r]);
  const part = credit.character ? [`as ${credit.character}`, ...crew] : crew;
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
function rolesLine(credits: readonly PersonCredit[]): string {
  const counts = new Map<CreditRole, number>();
  for (const c of credits) for (const r of c.roles) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([role]) => ROLE_WORDS[role])
    .join(" · ");
}

/** /people/{slug}: a person in the cast or crew and every title they are in, newest first. */
export function PersonListing({ slug }: { slug: string }) {
  const { data, isPending, isError, error, refetch } = usePerson(slug);
  if (isError) {
    return (
      <Container size="xl">
        {isPersonNotFound(error) ? (
          <EmptyState title="Person not found" actionLabel="Back to Home" actionTo="/">
            We couldn’t find anyone at this address. The link may be mistyped.
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
      eyebrow={rolesLine(data.credits)}
      title={data.person.name}
      count={countLabel(data.credits.length, "title", "titles")}
    >
      {data.person.bio ? <p style={{ maxWidth: "60ch" }}>{data.person.bio}</p> : null}
      <PosterGrid cards={data.credits.map(creditCard)} label={`Titles with ${data.person.name}`} />
    </Listing>
  );
}
