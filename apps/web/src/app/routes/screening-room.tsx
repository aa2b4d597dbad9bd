import { Button } from "@mantine/core";
import { Link, useParams } from "react-router";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";
import { WatchRoom } from "./watch-room.tsx";

/** /screenings/{id}/watch: an online screening's room, for its ticket holders. */
export function ScreeningRoomPage() {
  const id = useParams().id ?? "";
  const back = `/screenings/${id}`;
  return (
    <MembersOnly>
      {() => (
        <WatchRoom
          query={{ screening: id }}
          backTo={back}
          refusedActions={(code) =>
            code === "screening/no-ticket" ? (
              <Button component={Link} to={back}>
                Book a place
              </Button>
            ) : null
          }
        />
      )}
    </MembersOnly>
  );
}
