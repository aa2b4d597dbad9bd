/** One SMS provider: sends one text to one E.164 number, or says why not. */
export interface SmsSender {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * A provider did not take the message. `numberRejected`: the provider says the number itself
 * cannot get SMS (invalid, unsupported, blacklisted), so another provider would not help either.
 */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
    readonly numberRejected = false,
  ) {
    super(`${provider}: ${reason}`);
    this.name = "SmsSendError";
  }
}

/** A provider's HTTP call gives up after this long (the viewer is waiting on the page). */
export const SMS_TIMEOUT_MS = 10_000;

/** Reads a JSON body without throwing (providers answer HTML when a proxy fails). */
export async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Tries each provider in order until one takes the message: a provider that is down or
 * misconfigured falls through to the next; a number a provider rejects stops there.
 */
export function failoverSender(
  senders: SmsSender[],
  log: (message: string) => void,
  /** Each provider's attempt, sent or failed (metrics.public.ts). */
  counted?: (provider: string, outcome: "sent" | "failed") => void,
) {
  return {
    names: senders.map((s) => s.name),
    /** The name of the provider that took it. */
    async send(to: string, text: string): Promise<string> {
      let last: unknown = new SmsSendError("sms", "no provider");
      for (const sender of senders) {
        try {
          await sender.send(to, text);
          counted?.(sender.name, "sent");
          return sender.name;
        } catch (error) {
          counted?.(sender.name, "failed");
          if (error instanceof SmsSendError && error.numberRejected) throw error;
          log(`SMS through ${sender.name} failed: ${(error as Error).message}`);
          last = error;
        }
      }
      throw last;
    },
  };
}
export type FailoverSender = ReturnType<typeof failoverSender>;
