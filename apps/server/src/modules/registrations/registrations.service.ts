import {
  ALREADY_REGISTERED,
  REGISTRATION_CLOSED,
  type AnimationDayRegistration,
  type Registration,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  DuplicateRegistrationError,
  type RegistrationsRepository,
} from "./registrations.repository.ts";

/**
 * Event registrations: one per email per event, none once the event has ended (its end date in
 * the events module); the input arrives validated and normalised.
 */
export function createRegistrationsService(
  repo: RegistrationsRepository,
  deps: { clock: Clock; endOf: (eventPath: string) => Promise<Date | null> },
) {
  return {
    async register(
      eventSlug: string,
      eventPath: string,
      input: AnimationDayRegistration,
    ): Promise<Registration> {
      const end = await deps.endOf(eventPath);
      if (end && deps.clock.now().getTime() > end.getTime()) {
        throw new HttpError(409, REGISTRATION_CLOSED.code, REGISTRATION_CLOSED.message);
      }
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
