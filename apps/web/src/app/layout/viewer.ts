/** Who is looking, as the page wrapper shows it: the signed-in user's name, or null (anonymous). */
export interface Viewer {
  fullname: string;
}
