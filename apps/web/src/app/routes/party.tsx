import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { REF_CODE_ALPHABET, REF_CODE_LENGTH } from "@tazama/contracts";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";
import { useWatchParty } from "../../features/watch-party/api/watch-parties.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { WatchRoom } from "./watch-room.tsx";

const CODE = new RegExp(`^[${REF_CODE_ALPHABET}]{${REF_CODE_LENGTH}}$`);

/** /party/{code}: a private watch party, for guests who may watch its film; /party: its code. */
export function PartyPage() {
  const code = (useParams().code ?? "").toUpperCase();
  if (!code) return <JoinParty />;
  return <MembersOnly>{() => <Party code={code} />}</MembersOnly>;
}

function Party({ code }: { code: string }) {
  const i18n = useI18n();
  const party = useWatchParty(code);
  const partyTitle = i18n._({ id: "party.name", message: "Watch party" });
  if (party.error) {
    const missing = party.error instanceof ApiError && party.error.status < 500;
    return (
      <ContentPage title={partyTitle}>
        <Alert
          color="yellow"
          title={
            missing
              ? i18n._({ id: "party.no-such-code", message: "No watch party has this code." })
              : i18n._({ id: "party.unreachable", message: "We could not reach Tazama." })
          }
        >
          <Button mt="xs" component={Link} to="/party">
            {i18n._({ id: "party.another-code", message: "Enter another code" })}
          </Button>
        </Alert>
      </ContentPage>
    );
  }
  if (!party.data) return null;
  const { ref, title, host, mayWatch } = party.data;
  if (!mayWatch) {
    return (
      <ContentPage title={partyTitle}>
        <Alert
          color="yellow"
          title={i18n._({
            id: "party.invites-you",
            message: "{host} invites you to watch {title}",
            values: { host, title },
          })}
        >
          <Stack gap="xs" mt="xs">
            <Text>
              {i18n._({
                id: "party.own-right",
                message:
                  "Each guest watches with their own right: buy or rent the film, then join.",
              })}
            </Text>
            <Group>
              <Button component={Link} to={`/view/${ref}`}>
                {i18n._({ id: "party.buy-or-rent", message: "Buy or rent" })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </ContentPage>
    );
  }
  return <WatchRoom query={{ party: code }} backTo={`/view/${ref}`} code={code} />;
}

/** Join a watch party by the code a friend sent. */
function JoinParty() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <ContentPage title={i18n._({ id: "party.join-title", message: "Join a watch party" })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const code = value.trim().toUpperCase();
          if (!CODE.test(code)) {
            setError(
              i18n._({
                id: "party.code-invalid",
                message: "A party code has 8 letters and digits, like 7KQ2M9XA.",
              }),
            );
            return;
          }
          void navigate(`/party/${code}`);
        }}
      >
        <Stack gap="sm">
          <Text>
            {i18n._({
              id: "party.join-intro",
              message: "Watch with friends: type the code your host sent you.",
            })}
          </Text>
          <TextInput
            label={i18n._({ id: "party.code", message: "Party code" })}
            value={value}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
            error={error}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group>
            <Button type="submit">{i18n._({ id: "party.join", message: "Join" })}</Button>
          </Group>
        </Stack>
      </form>
    </ContentPage>
  );
}
