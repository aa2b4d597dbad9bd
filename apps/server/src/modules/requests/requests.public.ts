// Requests exposes nothing to other modules yet: the admin console (issue 18) reaches it over HTTP.
export {};
