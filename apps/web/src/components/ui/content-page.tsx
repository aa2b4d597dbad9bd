import { Container, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** A readable single-column page with a heading and the document title set. */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
}
