// Submissions expose nothing to other modules: the admin console (issue 18) reaches them over HTTP.
export {};
