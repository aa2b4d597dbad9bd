// The downloads API's paths, without zod: the Downloads page lists the account's devices (and a
// device with no download never parses a licence), so its chunks must not pull the schemas'
// library in (issue 41). downloads.ts re-exports them with the schemas.

export const DOWNLOAD_PATHS = {
  list: "/api/v1/users/downloads",
  devices: "/api/v1/users/downloads/devices",
  device: "/api/v1/users/downloads/devices/:id",
  download: "/api/v1/users/downloads/:id",
  licence: "/api/v1/users/downloads/:id/licence",
  options: "/api/v1/users/downloads/options/:ref",
  /** No session needed: a device asks about every licence it keeps, whoever is signed in. */
  licenceStatus: "/api/v1/users/downloads/licences/status",
} as const;
