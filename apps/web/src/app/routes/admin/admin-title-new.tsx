import { Stack, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { useCreateTitle } from "../../../features/catalogue/api/title-admin.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { TitleFieldsForm } from "./title-fields-form.tsx";

const EMPTY = {
  title: "",
  tagline: "",
  synopsis: "",
  year: new Date().getFullYear(),
  durationS: 90 * 60,
  country: "",
  language: "",
  tags: [],
  genres: [],
  isFree: false,
};

/** /admin/titles/new: a movie starts as a draft; prices and publishing come on its page. */
export function AdminTitleNewPage() {
  usePageTitle("New movie · Admin");
  const navigate = useNavigate();
  const create = useCreateTitle();
  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>New movie</Title>
      <TitleFieldsForm
        initial={EMPTY}
        submitLabel="Create draft"
        busy={create.isPending}
        error={create.error?.message}
        onSubmit={(fields) => {
          // A new movie is never free at first (the field shows on its page).
          const { title, tagline, synopsis, year, durationS, country, language, tags, genres } =
            fields;
          create.mutate(
            { title, tagline, synopsis, year, durationS, country, language, tags, genres },
            {
              onSuccess: (made) => {
                void navigate(`/admin/titles/${encodeURIComponent(made.ref)}`);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
