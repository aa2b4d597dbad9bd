import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** "Browse movies" and "Browse series": the way back into the catalogue from a side page. */
export function BrowseButtons() {
  const i18n = useI18n();
  return (
    <Group mt="lg">
      <Button component={Link} to="/movies">
        {i18n._({ id: "browse.movies", message: "Browse movies" })}
      </Button>
      <Button component={Link} to="/series" variant="default">
        {i18n._({ id: "browse.series", message: "Browse series" })}
      </Button>
    </Group>
  );
}
