import { Anchor, Container, Group, Text } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { Logo } from "../components/ui/logo.tsx";

export function RootLayout() {
  return (
    <>
      <header>
        <Container size="xl" py="md">
          <Group justify="space-between">
            <Anchor component={Link} to="/" aria-label="Tazama home" underline="never">
              <Logo />
            </Anchor>
          </Group>
        </Container>
      </header>
      <main>
        <Outlet />
      </main>
      <footer>
        <Container size="xl" py="xl">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Tazama. African stories, everywhere.
          </Text>
        </Container>
      </footer>
    </>
  );
}
