import { Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The browser's BarcodeDetector where it has one; else ours (pure JS, loaded on first use). */
async function qrDetector(): Promise<Detector> {
  const native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) return new native({ formats: ["qr_code"] });
  const { BarcodeDetector } = await import("qr/decode.js");
  return new (BarcodeDetector as unknown as DetectorClass)({ formats: ["qr_code"] });
}

/**
 * The phone's back camera, read four times a second for a ticket's QR code. A code is reported
 * once, then the same code is ignored for three seconds (a ticket held up stays in view).
 */
export function QrScanner({ onScan }: { onScan: (text: string) => void }) {
  const i18n = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const cameraFailed = i18n._({
    id: "scanner.camera-failed",
    message: "The camera could not start. Allow it, or type the ref code instead.",
  });
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useRef(onScan);
  useEffect(() => {
    report.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let last = { text: "", at: 0 };
    let live = true;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (!live || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = await qrDetector();
        timer = window.setInterval(() => {
          if (!video.current || video.current.readyState < 2) return;
          void detector.detect(video.current).then((codes) => {
            const text = codes[0]?.rawValue;
            const now = performance.now();
            if (!text || (text === last.text && now - last.at < 3_000)) return;
            last = { text, at: now };
            report.current(text);
          });
        }, 250);
      } catch {
        setProblem(cameraFailed);
        setOn(false);
      }
    };
    void start();
    return () => {
      live = false;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, cameraFailed]);

  return (
    <Stack gap="xs">
      {on ? (
        <video
          ref={video}
          muted
          playsInline
          aria-label={i18n._({ id: "scanner.camera", message: "Camera" })}
          style={{
            width: "100%",
            maxHeight: 320,
            objectFit: "cover",
            borderRadius: 12,
            background: "#000",
          }}
        />
      ) : null}
      <Button
        variant={on ? "default" : "filled"}
        radius="xl"
        size="md"
        onClick={() => {
          setProblem(null);
          setOn(!on);
        }}
      >
        {on
          ? i18n._({ id: "scanner.stop", message: "Stop the camera" })
          : i18n._({ id: "scanner.start", message: "Scan a ticket" })}
      </Button>
      {problem ? (
        <Text c="red.4" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
