/** Reloads the page (the server draws it again, e.g. in a newly chosen language). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
