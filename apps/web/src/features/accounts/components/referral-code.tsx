import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Group.css";
import { Button, Code, Group, Text } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";

/** The viewer's own referral (affiliate) code with a Copy button. */
export function ReferralCode({ code }: { code: string }) {
  const clipboard = useClipboard({ timeout: 2_000 });
  return (
    <div>
      <Group gap="sm" align="center">
        <Text>Your affiliate code:</Text>
        <Code fz="md">{code}</Code>
        <Button
          size="compact-sm"
          variant="default"
          radius="xl"
          onClick={() => {
            clipboard.copy(code);
          }}
        >
          {clipboard.copied ? "Copied" : "Copy"}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        Share it: whoever joins with it is linked to you.
      </Text>
    </div>
  );
}
