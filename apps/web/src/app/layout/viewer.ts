/** Who is looking: null while nobody is signed in (accounts arrive with their own issue). */
export interface Viewer {
  fullname: string;
}
