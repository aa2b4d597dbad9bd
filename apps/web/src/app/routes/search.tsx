import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import { Button, Container, Group, TextInput, Title } from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PosterGrid } from "../../features/catalogue/components/poster-grid.tsx";
import { titlePath } from "../../features/catalogue/lib/cards.ts";
import { useSearchPage } from "../../features/search/api/get-search-page.ts";
import { searchPagePath } from "../../features/search/lib/search.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import classes from "./search.module.css";

/** /search?q=&page=: the server's ranked results, with "Did you mean" and pages of 24. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const page = Math.max(1, Number(params.get("page")) || 1);
  usePageTitle(q ? `Search: ${q}` : "Search");
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);
  const results = useSearchPage(q, page);
  const data = results.data;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void navigate(searchPagePath(draft));
  };
  const pageTo = (n: number) => `${searchPagePath(q)}&page=${n}`;
  const pages = data ? Math.ceil(data.total / 24) : 0;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="md">
        Search
      </Title>
      <form role="search" onSubmit={submit} className={classes.form}>
        <TextInput
          aria-label="Search content"
          placeholder="Search content..."
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          className={classes.input}
        />
        <Button type="submit" radius="md">
          Search
        </Button>
      </form>
      <div aria-live="polite">
        {q.length < 2 ? (
          <p className={classes.hint}>Start typing to search</p>
        ) : results.isError ? (
          <p role="alert">
            Search is not answering.{" "}
            <Button variant="subtle" size="compact-sm" onClick={() => void results.refetch()}>
              Retry
            </Button>
          </p>
        ) : !data ? (
          <p aria-busy="true" className={classes.hint}>
            Searching…
          </p>
        ) : data.total === 0 ? (
          <>
            <p className={classes.emptyTitle}>No results found</p>
            <p className={classes.hint}>Try different keywords</p>
          </>
        ) : (
          <>
            <p className={classes.count}>
              {data.total} {data.total === 1 ? "result" : "results"} for “{data.query}”
            </p>
            {data.didYouMean ? (
              <p className={classes.suggestion}>
                Did you mean <Link to={searchPagePath(data.didYouMean)}>{data.didYouMean}</Link>?
              </p>
            ) : null}
          </>
        )}
      </div>
      {data && data.hits.length > 0 ? (
        <PosterGrid
          label={`Results for ${data.query}`}
          cards={data.hits.map((hit) => ({
            key: hit.ref,
            to: titlePath(hit.ref),
            title: hit.title,
            poster: hit.poster,
            meta: String(hit.year),
            item: { ref: hit.ref, year: hit.year },
          }))}
        />
      ) : null}
      {pages > 1 ? (
        <Group justify="center" mt="xl" component="nav" aria-label="Result pages">
          {page > 1 ? (
            <Button component={Link} to={pageTo(page - 1)} variant="default">
              Previous
            </Button>
          ) : null}
          <span className={classes.hint}>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Button component={Link} to={pageTo(page + 1)} variant="default">
              Next
            </Button>
          ) : null}
        </Group>
      ) : null}
      {data && q.length >= 2 ? (
        <p className={classes.hint}>
          {data.total === 0 ? "Not on Tazama yet?" : "Not what you were looking for?"}{" "}
          <Link to={`/requests?title=${encodeURIComponent(q)}`}>Ask us for it</Link>
        </p>
      ) : null}
    </Container>
  );
}
