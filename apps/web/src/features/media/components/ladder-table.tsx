import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import type { MediaLadderRung } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

const num = (i18n: I18n, n: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(i18n.locale === "en" ? "en-GB" : i18n.locale, options).format(n);

const kbps = (bits: number, i18n: I18n) =>
  i18n._({
    id: "media.ladder.kbps",
    message: "{value} kbit/s",
    values: { value: num(i18n, Math.round(bits / 1000)) },
  });

const ssimText = (ssim: number, i18n: I18n) =>
  num(i18n, ssim, { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/**
 * A video's ladder as encoded (ADR 0077): each rung's bitrate chosen for this video beside the
 * fixed ladder's, and its SSIM measured against the source (with the rung's target).
 */
export function LadderTable({ ladder }: { ladder: MediaLadderRung[] | null }) {
  const i18n = useI18n();
  if (!ladder || ladder.length === 0) {
    return (
      <Text size="xs" c="gray.4">
        {i18n._({
          id: "media.ladder.none",
          message: "Encoded with the fixed ladder, before per-title ladders.",
        })}
      </Text>
    );
  }
  return (
    <Table
      fz="xs"
      withRowBorders={false}
      verticalSpacing={2}
      horizontalSpacing="xs"
      aria-label={i18n._({ id: "media.ladder.label", message: "Ladder of this video" })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._({ id: "media.ladder.rung", message: "Rung" })}</Table.Th>
          <Table.Th ta="right">
            {i18n._({ id: "media.ladder.chosen", message: "This video" })}
          </Table.Th>
          <Table.Th ta="right">
            {i18n._({ id: "media.ladder.fixed", message: "Fixed ladder" })}
          </Table.Th>
          <Table.Th ta="right">{i18n._({ id: "media.ladder.ssim", message: "SSIM" })}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ladder.map((rung) => {
          const saving = 1 - rung.videoBitrate / rung.fixedVideoBitrate;
          return (
            <Table.Tr key={rung.name}>
              <Table.Td>{rung.name}</Table.Td>
              <Table.Td ta="right">
                {kbps(rung.videoBitrate, i18n)}
                {saving > 0.005 ? (
                  <Text span size="xs" c="teal.3">
                    {" "}
                    {i18n._({
                      id: "media.ladder.saving",
                      message: "({percent} less)",
                      values: {
                        percent: num(i18n, saving, { style: "percent", maximumFractionDigits: 0 }),
                      },
                    })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" c="gray.4">
                {kbps(rung.fixedVideoBitrate, i18n)}
              </Table.Td>
              <Table.Td ta="right">
                {rung.ssim === null
                  ? i18n._({ id: "media.ladder.not-measured", message: "not measured" })
                  : i18n._({
                      id: "media.ladder.ssim-value",
                      message: "{ssim} (target {target})",
                      values: {
                        ssim: ssimText(rung.ssim, i18n),
                        target: ssimText(rung.targetSsim, i18n),
                      },
                    })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
