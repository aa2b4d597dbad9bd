import {
  type Credit,
  type PersonCredit,
  type PersonResponse,
  contentImagePath,
} from "@tazama/contracts";
import { notFound } from "../../lib/http-error.ts";
import type { PeopleRepository } from "./people.repository.ts";

/** Cast and crew: a title's credits, and a person's page with every title they are in. */
export function createPeopleService(repo: PeopleRepository) {
  return {
    async creditsOf(titleId: number): Promise<Credit[]> {
      return repo.creditsOf(titleId);
    },

    async person(slug: string): Promise<PersonResponse> {
      const person = await repo.findPerson(slug);
      if (!person) throw notFound("person/not-found", "We could not find this person.");
      const rows = await repo.titlesOf(person.id);
      // One entry per title, with every role the person had on it.
      const byRef = new Map<string, PersonCredit>();
      for (const row of rows) {
        const entry = byRef.get(row.ref);
        if (entry) {
          if (!entry.roles.includes(row.role)) entry.roles.push(row.role);
          entry.character ??= row.character;
          continue;
        }
        byRef.set(row.ref, {
          ref: row.ref,
          title: row.title,
          seriesTitle: row.seriesTitle,
          poster: contentImagePath(row.images.portrait, row.images.v),
          year: row.year,
          roles: [row.role],
          character: row.character,
        });
      }
      return {
        person: { slug: person.slug, name: person.name, bio: person.bio },
        credits: [...byRef.values()],
      };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
