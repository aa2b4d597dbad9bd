import "@mantine/core/styles/Progress.css";
import { Alert, Anchor, Button, Loader, Progress, Stack, Text, Title } from "@mantine/core";
import type { Submission, SubmissionFile } from "@tazama/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import {
  type DraftKey,
  createDraft,
  getSubmission,
  saveDraft,
  sendSubmission,
} from "../api/submissions-api.ts";
import { currentDraft, setCurrentDraft } from "../lib/draft-keys.ts";
import {
  EMPTY_VALUES,
  type Field,
  type FormValues,
  STEPS,
  fromDraft,
  stepErrors,
  stepTitle,
  toDraft,
} from "../lib/form-values.ts";
import { SLOT, splitAtSlot } from "../../../lib/i18n/slot.ts";
import type { StepProps } from "./field-props.ts";
import { StepContact } from "./step-contact.tsx";
import { StepFiles } from "./step-files.tsx";
import { StepFilm } from "./step-film.tsx";
import { StepRights } from "./step-rights.tsx";
import { StepStory } from "./step-story.tsx";
import classes from "./submission-form.module.css";

/** The end: the reference, where the mail went, and what happens next. */
function Sent({ submission }: { submission: Submission }) {
  const i18n = useI18n();
  const [beforeReference, afterReference] = splitAtSlot(
    i18n._({
      id: "submission.sent.reference",
      message: "Your reference is {reference}. We sent it to {email}.",
      values: { reference: SLOT, email: submission.details.contactEmail ?? "" },
    }),
  );
  return (
    <Alert
      color="green"
      role="status"
      title={i18n._({ id: "submission.sent.title", message: "Thank you: your film is with us" })}
    >
      <Stack gap="xs">
        <Text>
          {beforeReference}
          <strong>{submission.reference}</strong>
          {afterReference}
        </Text>
        <Text size="sm">
          {i18n._({
            id: "submission.sent.next",
            message:
              "Our programming team watches every film sent to us. We will write to you when it is in review and again with our decision.",
          })}
        </Text>
        <Anchor component={Link} to={`/submit/${submission.reference}`}>
          {i18n._({ id: "submission.sent.follow", message: "Follow your submission" })}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** A draft this browser started and did not send: its key and what it holds. */
interface Resumed {
  key: DraftKey;
  submission: Submission;
}

/** /submit: five short steps, saved as a draft at each, resumable in this browser. */
export function SubmissionForm() {
  const i18n = useI18n();
  const [saved] = useState(currentDraft);
  const resume = useQuery({
    queryKey: ["submission-draft", saved?.reference],
    queryFn: async ({ signal }): Promise<Resumed | null> => {
      if (!saved) return null;
      const submission = await getSubmission(saved, signal).catch(() => null);
      if (submission?.status === "draft") return { key: saved, submission };
      setCurrentDraft(null); // sent meanwhile, or gone: start afresh
      return null;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  if (resume.isPending) {
    return (
      <Loader
        aria-label={i18n._({ id: "submission.form.opening", message: "Opening your draft" })}
        role="status"
      />
    );
  }
  return <Steps resumed={resume.data ?? null} />;
}

function Steps({ resumed }: { resumed: Resumed | null }) {
  const i18n = useI18n();
  const [values, setValues] = useState<FormValues>(() =>
    resumed ? fromDraft(resumed.submission.details) : EMPTY_VALUES,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [step, setStep] = useState(0);
  const [key, setKey] = useState<DraftKey | null>(resumed?.key ?? null);
  const [files, setFiles] = useState<SubmissionFile[]>(resumed?.submission.files ?? []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Submission | null>(null);
  const [trap, setTrap] = useState("");

  const set: StepProps["set"] = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Saves what is typed: the first save makes the draft and keeps its key in this browser. */
  async function save(): Promise<DraftKey> {
    if (key) {
      await saveDraft(key, toDraft(values));
      return key;
    }
    const created = await createDraft(toDraft(values), trap);
    const made = { reference: created.reference, token: created.editToken };
    setCurrentDraft(made);
    setKey(made);
    return made;
  }

  async function next() {
    const found = stepErrors(values, step, i18n);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const saved = await save();
      if (step === STEPS.length - 1) {
        const submission = await sendSubmission(saved);
        setCurrentDraft(null);
        setSent(submission);
      } else {
        setStep(step + 1);
        window.scrollTo({ top: 0 });
      }
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : i18n._({
              id: "submission.form.failed",
              message: "That did not go through. Try again.",
            }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <Sent submission={sent} />;

  const props: StepProps = { values, errors, set };
  const screens: ReactNode[] = [
    <StepFilm key="film" {...props} />,
    <StepStory key="story" {...props} />,
    <StepRights key="rights" {...props} />,
    key ? <StepFiles key="files" draftKey={key} files={files} onChange={setFiles} /> : null,
    <StepContact key="contact" {...props} />,
  ];
  const last = step === STEPS.length - 1;

  return (
    <form
      className={classes.form}
      aria-label={i18n._({ id: "submission.form.label", message: "Submit your film" })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <div>
        <Text size="sm" c="dimmed">
          {key
            ? i18n._({
                id: "submission.form.step-saved",
                message: "Step {step} of {steps} · draft {reference}, saved",
                values: { step: step + 1, steps: STEPS.length, reference: key.reference },
              })
            : i18n._({
                id: "submission.form.step",
                message: "Step {step} of {steps}",
                values: { step: step + 1, steps: STEPS.length },
              })}
        </Text>
        <Title order={2} size="h3" mt={4} mb="xs">
          {stepTitle(step, i18n)}
        </Title>
        <Progress value={((step + 1) / STEPS.length) * 100} size="sm" aria-hidden="true" />
      </div>
      {screens[step]}
      <label className={classes.trap} aria-hidden="true">
        Website
        <input
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => {
            setTrap(event.currentTarget.value);
          }}
        />
      </label>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div className={classes.nav}>
        <Button
          variant="default"
          disabled={step === 0 || busy}
          onClick={() => {
            setStep(step - 1);
          }}
        >
          {i18n._({ id: "submission.form.back", message: "Back" })}
        </Button>
        <Button type="submit" loading={busy}>
          {last
            ? i18n._({ id: "submission.form.send", message: "Send my film" })
            : i18n._({ id: "submission.form.continue", message: "Save and continue" })}
        </Button>
      </div>
    </form>
  );
}
