import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import { Button, Container, Group, TextInput, Title } from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PosterGrid } from "../../features/catalogue/components/poster-grid.tsx";
import { titlePath } from "../../features/catalogue/lib/cards.ts";
import { searchPageParams, useSearchPage } from "../../features/search/api/get-search-page.ts";
import { NoResults } from "../../features/search/components/no-results.tsx";
import { searchPagePath } from "../../features/search/lib/search.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import classes from "./search.module.css";

/** /search?q=&page=: the server's ranked results, with "Did you mean" and pages of 24. */
export function SearchPage() {
  const [params] = useSearchParams();
  const { q, page } = searchPageParams(params);
  const i18n = useI18n();
  const searchWord = i18n._({ id: "search.label", message: "Search" });
  usePageTitle(
    q
      ? i18n._({ id: "search.page-title", message: "Search: {query}", values: { query: q } })
      : searchWord,
  );
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
        {searchWord}
      </Title>
      <form role="search" onSubmit={submit} className={classes.form}>
        <TextInput
          aria-label={i18n._({ id: "search.content-label", message: "Search content" })}
          placeholder={i18n._({ id: "search.placeholder", message: "Search content..." })}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
          className={classes.input}
        />
        <Button type="submit" radius="md">
          {searchWord}
        </Button>
      </form>
      <div aria-live="polite">
        {q.length < 2 ? (
          <p className={classes.hint}>
            {i18n._({ id: "search.idle", message: "Start typing to search" })}
          </p>
        ) : results.isError ? (
          <p role="alert">
            {i18n._({ id: "search.failed", message: "Search is not answering." })}{" "}
            <Button variant="subtle" size="compact-sm" onClick={() => void results.refetch()}>
              {i18n._({ id: "failure.retry", message: "Retry" })}
            </Button>
          </p>
        ) : !data ? (
          <p aria-busy="true" className={classes.hint}>
            {i18n._({ id: "search.searching", message: "Searching…" })}
          </p>
        ) : data.total === 0 ? (
          <NoResults classes={classes} />
        ) : (
          <>
            <p className={classes.count}>
              {i18n._({
                id: "search.count",
                message: "{total, plural, one {# result} other {# results}} for “{query}”",
                values: { total: data.total, query: data.query },
              })}
            </p>
            {data.didYouMean ? (
              <p className={classes.suggestion}>
                {i18n._({ id: "search.did-you-mean", message: "Did you mean" })}{" "}
                <Link to={searchPagePath(data.didYouMean)}>{data.didYouMean}</Link>?
              </p>
            ) : null}
          </>
        )}
      </div>
      {data && data.hits.length > 0 ? (
        <PosterGrid
          label={i18n._({
            id: "search.results-for",
            message: "Results for {query}",
            values: { query: data.query },
          })}
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
        <Group
          justify="center"
          mt="xl"
          component="nav"
          aria-label={i18n._({ id: "search.pages", message: "Result pages" })}
        >
          {page > 1 ? (
            <Button component={Link} to={pageTo(page - 1)} variant="default">
              {i18n._({ id: "search.previous", message: "Previous" })}
            </Button>
          ) : null}
          <span className={classes.hint}>
            {i18n._({
              id: "search.page-of",
              message: "Page {page} of {pages}",
              values: { page, pages },
            })}
          </span>
          {page < pages ? (
            <Button component={Link} to={pageTo(page + 1)} variant="default">
              {i18n._({ id: "search.next", message: "Next" })}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {data && q.length >= 2 ? (
        <p className={classes.hint}>
          {data.total === 0
            ? i18n._({ id: "search.not-here", message: "Not on Tazama yet?" })
            : i18n._({ id: "search.not-it", message: "Not what you were looking for?" })}{" "}
          <Link to={`/requests?title=${encodeURIComponent(q)}`}>
            {i18n._({ id: "search.ask-for-it", message: "Ask us for it" })}
          </Link>
        </p>
      ) : null}
    </Container>
  );
}
