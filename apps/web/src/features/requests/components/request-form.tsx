import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Alert, Anchor, Button, SegmentedControl, Text, TextInput } from "@mantine/core";
import {
  type TitleRequestBody,
  type TitleRequestResult,
  titleRequestBodySchema,
} from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useAskForTitle } from "../api/ask-for-title.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { kindLabel, votesLine } from "./request-status.tsx";
import classes from "./requests.module.css";

type Field = "title" | "year" | "link";

/** What the answer means to the viewer, in one sentence. */
function outcomeText({ outcome, request }: TitleRequestResult, i18n: I18n): string {
  const what = `${request.title} (${request.year})`;
  if (request.status === "available") {
    return i18n._({
      id: "request.outcome.available",
      message: "{what} is on Tazama.",
      values: { what },
    });
  }
  if (request.status === "declined") {
    return (
      request.note ??
      i18n._({
        id: "request.outcome.declined",
        message: "We cannot bring {what} to Tazama for now.",
        values: { what },
      })
    );
  }
  const votes = votesLine(request, i18n);
  if (outcome === "already-asked") {
    return i18n._({
      id: "request.outcome.already-asked",
      message: "You already asked for {what}. {votes}.",
      values: { what, votes },
    });
  }
  if (outcome === "voted") {
    return i18n._({
      id: "request.outcome.voted",
      message: "{votes}. We will tell you when {what} is here.",
      values: { what, votes },
    });
  }
  return i18n._({
    id: "request.outcome.thanks",
    message: "Thank you: we have your request for {what}. We will tell you when it is here.",
    values: { what },
  });
}

/** "Ask for a title": title, film or series, year, an optional link; the answer below it. */
export function RequestForm({ initialTitle = "" }: { initialTitle?: string }) {
  const i18n = useI18n();
  const ask = useAskForTitle();
  const [title, setTitle] = useState(initialTitle);
  const [kind, setKind] = useState<"movie" | "series">("movie");
  const [year, setYear] = useState("");
  const [link, setLink] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = titleRequestBodySchema.safeParse({ title, kind, year, link });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??=
          field === "year" && year.trim() === ""
            ? i18n._({ id: "request.form.year-missing", message: "Type the year." })
            : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const body: TitleRequestBody = { ...parsed.data };
    ask.mutate(body, {
      onSuccess: (result) => {
        if (result.outcome !== "already-asked") {
          setTitle("");
          setYear("");
          setLink("");
        }
      },
    });
  };

  const error = ask.error instanceof ApiError ? ask.error : null;
  const onTazama = error?.code === "request/on-tazama" ? /\/view\/\S+/.exec(error.message) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className={classes.form}
      aria-label={i18n._({ id: "request.form.label", message: "Ask for a title" })}
    >
      <TextInput
        label={i18n._({ id: "request.form.title", message: "Title" })}
        placeholder={i18n._({ id: "request.form.title-placeholder", message: "e.g. Atlantics" })}
        value={title}
        maxLength={120}
        onChange={(e) => {
          setTitle(e.currentTarget.value);
        }}
        error={errors.title}
        required
      />
      <div className={classes.row}>
        <div>
          <Text component="span" size="sm" fw={500} id="request-kind-label">
            {i18n._({ id: "request.form.kind", message: "It is a" })}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="request-kind-label"
            value={kind}
            onChange={(value) => {
              setKind(value);
            }}
            data={[
              { label: kindLabel("movie", i18n), value: "movie" },
              { label: kindLabel("series", i18n), value: "series" },
            ]}
          />
        </div>
        <TextInput
          label={i18n._({ id: "request.form.year", message: "Year" })}
          placeholder="2019"
          inputMode="numeric"
          maxLength={4}
          value={year}
          onChange={(e) => {
            setYear(e.currentTarget.value.replace(/\D/g, ""));
          }}
          error={errors.year}
          required
        />
      </div>
      <TextInput
        label={i18n._({ id: "request.form.link", message: "A link about it (optional)" })}
        description={i18n._({
          id: "request.form.link-help",
          message: "A trailer or a page about it helps us find the right one.",
        })}
        placeholder="https://"
        type="url"
        value={link}
        onChange={(e) => {
          setLink(e.currentTarget.value);
        }}
        error={errors.link}
      />
      <Button type="submit" loading={ask.isPending}>
        {i18n._({ id: "request.form.submit", message: "Ask for it" })}
      </Button>
      <div aria-live="polite">
        {ask.data ? (
          <Alert color={ask.data.request.status === "declined" ? "yellow" : "green"} role="status">
            {outcomeText(ask.data, i18n)}{" "}
            {ask.data.request.availableRef ? (
              <Anchor component={Link} to={`/view/${ask.data.request.availableRef}`}>
                {i18n._({ id: "request.watch-now", message: "Watch now" })}
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        {ask.error ? (
          <Alert color="red" role="alert">
            {onTazama ? (
              <>
                {error!.message.replace(/:\s*\/view\/\S+/, ".")}{" "}
                <Anchor component={Link} to={onTazama[0]}>
                  {i18n._({ id: "request.watch-it-now", message: "Watch it now" })}
                </Anchor>
              </>
            ) : (
              ask.error.message ||
              i18n._({
                id: "request.form.failed",
                message: "Your request did not go through. Try again.",
              })
            )}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
