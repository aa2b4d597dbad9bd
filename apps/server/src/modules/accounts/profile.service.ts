import { ACCOUNT_PATHS, AUTH_ERRORS, type Profile } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AccountDeletionRepository } from "./account-deletion.repository.ts";
import { authError, toProfile } from "./accounts.service.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import { verifyPassword } from "./password-hasher.ts";
import { type PhotoStore, storedPhotoName } from "./profile-photo.ts";

/** The one admin cannot delete their account: the site would have nobody to run it (issue 39). */
export const LAST_ADMIN_DELETION =
  "You are the last admin: make another admin before deleting your account.";

/** A profile's photo, and deleting the account (issue 17, `users/update`). */
export function createProfileService(deps: {
  repo: AccountsRepository;
  deletion: AccountDeletionRepository;
  photos: PhotoStore;
  clock: Clock;
}) {
  const { repo, photos, clock } = deps;

  /** Removes a stored photo file unless another profile shows the same picture. */
  async function forgetPhoto(photoUrl: string | null) {
    const name = storedPhotoName(photoUrl, ACCOUNT_PATHS.photos);
    if (name && !(await repo.photoInUse(photoUrl!))) await photos.remove(name);
  }

  return {
    async setPhoto(userId: string, bytes: Buffer): Promise<Profile> {
      const before = await repo.findUserById(userId);
      if (!before) throw authError("auth/unauthenticated");
      const name = await photos.save(bytes);
      const row = await repo.updateProfile(
        userId,
        { image: `${ACCOUNT_PATHS.photos}/${name}` },
        clock.now(),
      );
      if (!row) throw authError("auth/unauthenticated");
      if (before.image !== row.image) await forgetPhoto(before.image);
      return toProfile(row);
    },

    async removePhoto(userId: string): Promise<Profile> {
      const before = await repo.findUserById(userId);
      const row = await repo.updateProfile(userId, { image: null }, clock.now());
      if (!before || !row) throw authError("auth/unauthenticated");
      await forgetPhoto(before.image);
      return toProfile(row);
    },

    photo: (name: string) => photos.read(name),

    async deleteAccount(userId: string, password: string | undefined) {
      const hash = await repo.passwordHashOf(userId);
      if (hash && !(password && (await verifyPassword({ hash, password })))) {
        throw new HttpError(400, "auth/wrong-password", AUTH_ERRORS["auth/wrong-password"].message);
      }
      const done = await deps.deletion.anonymise(userId, clock.now());
      if (done === "last-admin") {
        throw new HttpError(409, "users/last-admin", LAST_ADMIN_DELETION);
      }
      if (done) await forgetPhoto(done.photo);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
