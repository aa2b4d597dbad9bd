import type { CatalogueResponse, ContentDetail } from "./catalogue.ts";
import type { Language } from "./languages.ts";
import type { ScreeningList } from "./screenings.ts";
import type { SearchResults } from "./search.ts";
import type { StreamGrant } from "./streaming.ts";
import type { SeriesDetail } from "./series.ts";

/** What the server hands the web app's server render (apps/web/src/entry-server.tsx). */
export interface WebRenderInput {
  /** The path and query of the request, e.g. `/genres/drama?genre=Drama`. */
  url: string;
  /** The catalogue as `GET /api/{product}-app-cache` answers it (the same version). */
  catalogue: CatalogueResponse;
  /** On `/view/{ref}`: the title as `GET /api/v1/content/{ref}` answers it. */
  content?: ContentDetail;
  /** On `/series/{ref}`: the series as `GET /api/v1/series/{ref}` answers it. */
  series?: SeriesDetail;
  /**
   * On `/screenings`: every upcoming screening as `GET /api/v1/screenings` answers it (`all`, the
   * page's cities), and with `?city=` that city's as `GET /api/v1/screenings?city=` answers it.
   */
  screenings?: { all: ScreeningList; city?: ScreeningList };
  /** On `/search?q=`: the results `GET /api/v1/websearch` gives for the URL's q and page. */
  search?: SearchResults;
  /**
   * On `/watch/{ref}`: the stream grant the server gave this request's viewer for that video (the
   * page's head carries it too). The render draws the player with it, so the page's early stream
   * plays in the server's `<video>` before the app starts; such a render is the viewer's own and
   * never cached.
   */
  stream?: { ref: string; kind: "main" | "trailer"; grant: StreamGrant };
  /** The request's Cookie header ("" without one): the `user` and `location` display cookies. */
  cookie: string;
  /** The viewer's languages from Accept-Language, most preferred first. */
  languages: string[];
}

/** An image the page shows first, with the exact src, srcset and sizes of its `<img>`. */
export interface WebImageHint {
  src: string;
  srcSet: string;
  sizes: string;
}

/** The server-render module built into `{dist}/.ssr/entry-server.js`. */
export interface WebRenderModule {
  /**
   * The HTML inside `#root` for this request, and what belongs in the head: the tags React
   * hoists out of it (the preloads of the images it shows) and, on a page drawn from its query,
   * the data it was drawn with as inert JSON (the browser hydrates with it).
   */
  render(input: WebRenderInput): Promise<{ head: string; root: string }>;
  /**
   * The page's language for this request (a cookie's choice, else Accept-Language) and its
   * compiled catalogue. The head of a page the server draws carries only the messages its render
   * used (`render` returns them); a shell carries none and preloads the language's catalogue file.
   */
  pageLanguage(input: Pick<WebRenderInput, "cookie" | "languages">): {
    language: Language;
    messages: Record<string, unknown>;
  };
  /** The posters a listing page shows above the fold on a phone, in the grid's order. */
  listingPosters(url: string, catalogue: CatalogueResponse): WebImageHint[];
}
