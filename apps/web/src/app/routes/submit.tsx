import { Text } from "@mantine/core";
import { useLocation, useParams } from "react-router";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { SubmissionForm } from "../../features/submissions/components/submission-form.tsx";
import { SubmissionStatus } from "../../features/submissions/components/submission-status.tsx";
import { keyFor } from "../../features/submissions/lib/draft-keys.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** /submit: filmmakers and distributors send a film (no account needed). */
export function SubmitPage() {
  const i18n = useI18n();
  return (
    <ContentPage title={i18n._({ id: "submission.page.title", message: "Submit your film" })}>
      <Text c="gray.4" mb="lg">
        {i18n._({
          id: "submission.page.intro",
          message:
            "Made a film or a series? Tell us about it. We watch everything that is sent and answer every filmmaker. It takes about ten minutes; your draft is saved at each step.",
        })}
      </Text>
      <SubmissionForm />
    </ContentPage>
  );
}

/** /submit/{reference}: where a sent film stands (the key comes from the mail's link). */
export function SubmissionStatusPage() {
  const i18n = useI18n();
  const reference = (useParams().reference ?? "").toUpperCase();
  const { hash } = useLocation();
  const key = typeof window === "undefined" ? null : keyFor(reference, hash);
  return (
    <ContentPage title={i18n._({ id: "submission.status.page-title", message: "Your submission" })}>
      {key ? (
        <SubmissionStatus draftKey={key} />
      ) : (
        <Text>
          {i18n._({
            id: "submission.status.no-key",
            message:
              "Open this page from the link in the mail we sent you, or on the device you sent the film from.",
          })}
        </Text>
      )}
    </ContentPage>
  );
}
