import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

/** "Browse movies" and "Browse series": the way back into the catalogue from a side page. */
export function BrowseButtons() {
  return (
    <Group mt="lg">
      <Button component={Link} to="/movies">
        Browse movies
      </Button>
      <Button component={Link} to="/series" variant="default">
        Browse series
      </Button>
    </Group>
  );
}
