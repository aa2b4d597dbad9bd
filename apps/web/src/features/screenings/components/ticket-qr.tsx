import { useEffect, useState } from "react";
import classes from "./ticket.module.css";

/**
 * A ticket's QR code, drawn here from its signed token (the encoder is its own chunk, loaded
 * with the first ticket): the usher scans it, and the signature proves it without a network.
 */
export function TicketQr({ token, label }: { token: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qr").then(({ encodeQR }) => {
      if (live) setSvg(encodeQR(token, "svg", { ecc: "medium", border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <div
      role="img"
      aria-label={label}
      data-token={token}
      className={classes.qr}
      // The encoder's own SVG: made from the token's base64url characters, nothing else.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
