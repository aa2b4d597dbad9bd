/** Who is looking, as the page wrapper shows it: the signed-in user's name, or null (anonymous). */
export interface Viewer {
  fullname: string;
  /** An admin: the header offers the console. */
  admin?: boolean;
}
