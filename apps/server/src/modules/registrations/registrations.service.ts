import {
  ALREADY_REGISTERED,
  type AnimationDayRegistration,
  type Registration,
} from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import {
  DuplicateRegistrationError,
  type RegistrationsRepository,
} from "./registrations.repository.ts";

/** Event registrations: one per email per event; the input arrives validated and normalised. */
export function createRegistrationsService(repo: RegistrationsRepository) {
  return {
    async register(eventSlug: string, input: AnimationDayRegistration): Promise<Registration> {
      try {
        const row = await repo.insert({
          eventSlug,
          name: input.name,
          email: input.email,
          phone: input.phone,
          organisation: input.organisation === "" ? null : (input.organisation ?? null),
        });
        return {
          id: row.id,
          name: row.name,
          email: row.email,
          createdAt: row.createdAt.toISOString(),
        };
      } catch (error) {
        if (error instanceof DuplicateRegistrationError) {
          throw new HttpError(409, ALREADY_REGISTERED.code, ALREADY_REGISTERED.message);
        }
        throw error;
      }
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
