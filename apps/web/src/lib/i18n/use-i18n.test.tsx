import { compileMessage } from "@lingui/message-utils/compileMessage";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { type CompiledMessage, type I18n, type Messages, createI18n } from "./i18n.ts";
import { I18nContext, useI18n } from "./use-i18n.ts";

const compile = (m: string) => compileMessage(m) as CompiledMessage;

function Label({ id, message }: { id: string; message: string }) {
  const i18n = useI18n();
  return <p>{i18n._({ id, message })}</p>;
}

/** A French page holding only `first`, with the shell's `shell`; the rest arrives when the test says. */
function partialFrench(first: Messages, shell?: Messages) {
  let arrive: (messages: Messages) => void = () => undefined;
  let loads = 0;
  const i18n = createI18n(
    "fr",
    first,
    undefined,
    () => {
      loads += 1;
      return new Promise<Messages>((resolve) => {
        arrive = resolve;
      });
    },
    shell && (() => Promise.resolve(shell)),
  );
  return {
    i18n,
    arrive: (messages: Messages) => {
      arrive(messages);
    },
    loads: () => loads,
  };
}

function page(i18n: I18n, ...labels: [string, string][]) {
  return (
    <I18nContext value={i18n}>
      <Suspense fallback={<p>loading</p>}>
        {labels.map(([id, message]) => (
          <Label key={id} id={id} message={message} />
        ))}
      </Suspense>
    </I18nContext>
  );
}

describe("useI18n on a page with its first messages only", () => {
  it("draws what the first messages hold without loading the rest", () => {
    const { i18n, loads } = partialFrench({ "nav.home": compile("Accueil") });
    render(page(i18n, ["nav.home", "Home"]));
    expect(screen.getByText("Accueil")).toBeDefined();
    expect(loads()).toBe(0);
  });

  it("never hides the page for a message it lacks: the source meanwhile, then the language", async () => {
    const { i18n, arrive, loads } = partialFrench({ "nav.home": compile("Accueil") });
    const homeRendered = vi.fn();
    function Home() {
      const i18n = useI18n();
      homeRendered();
      return <p>{i18n._({ id: "nav.home", message: "Home" })}</p>;
    }
    await act(async () => {
      render(
        <I18nContext value={i18n}>
          <Suspense fallback={<p>loading</p>}>
            <Home />
            <Label id="dialog.title" message="Buy this title" />
          </Suspense>
        </I18nContext>,
      );
      await Promise.resolve();
    });
    // Drawn at once: nothing suspended, the missing message in its source text meanwhile.
    expect(screen.queryByText("loading")).toBeNull();
    expect(screen.getByText("Accueil")).toBeDefined();
    expect(screen.getByText("Buy this title")).toBeDefined();
    // The component that lacks it asks for it: no shell part here, so the whole catalogue.
    expect(loads()).toBe(1);
    const homeRenders = homeRendered.mock.calls.length;
    await act(async () => {
      arrive({ "nav.home": compile("Accueil"), "dialog.title": compile("Acheter ce titre") });
      await i18n.whole();
    });
    expect(await screen.findByText("Acheter ce titre")).toBeDefined();
    expect(screen.queryByText("Buy this title")).toBeNull();
    expect(screen.getByText("Accueil")).toBeDefined();
    // Only the component that lacked a message drew again.
    expect(homeRendered).toHaveBeenCalledTimes(homeRenders);
  });

  it("takes a message the shell's part holds from it, without the whole catalogue", async () => {
    const { i18n, loads } = partialFrench(
      { "nav.home": compile("Accueil") },
      { "menu.language": compile("Langue") },
    );
    await act(async () => {
      render(page(i18n, ["nav.home", "Home"], ["menu.language", "Language"]));
      await Promise.resolve();
    });
    expect(await screen.findByText("Langue")).toBeDefined();
    expect(screen.getByText("Accueil")).toBeDefined();
    expect(loads()).toBe(0);
    expect(i18n.complete).toBe(false);
  });

  it("loads the whole catalogue for a message the shell's part lacks", async () => {
    const { i18n, arrive, loads } = partialFrench({}, { "menu.language": compile("Langue") });
    await act(async () => {
      render(page(i18n, ["menu.language", "Language"], ["party.title", "Watch party"]));
      await Promise.resolve();
    });
    expect(await screen.findByText("Langue")).toBeDefined();
    expect(screen.getByText("Watch party")).toBeDefined();
    expect(loads()).toBe(1);
    await act(async () => {
      arrive({ "party.title": compile("Soirée") });
      await i18n.whole();
    });
    expect(await screen.findByText("Soirée")).toBeDefined();
  });

  it("draws again when the catalogue arrived between its render and its effects", async () => {
    const { i18n, arrive } = partialFrench({});
    void i18n.whole();
    function Late() {
      const view = useI18n();
      const text = view._({ id: "toast.saved", message: "Saved" });
      if (!i18n.complete) {
        arrive({ "toast.saved": compile("Enregistré") });
      }
      return <p>{text}</p>;
    }
    await act(async () => {
      render(
        <I18nContext value={i18n}>
          <Late />
        </I18nContext>,
      );
      await Promise.resolve();
    });
    await act(() => i18n.whole());
    expect(await screen.findByText("Enregistré")).toBeDefined();
  });

  it("an event handler gets the source text without loading anything", async () => {
    const { i18n, loads } = partialFrench({});
    function SaveButton() {
      const i18n = useI18n();
      const [said, setSaid] = useState("");
      return (
        <button
          type="button"
          onClick={() => {
            setSaid(i18n._({ id: "toast.saved", message: "Saved" }));
          }}
        >
          {said || "—"}
        </button>
      );
    }
    await act(async () => {
      render(
        <I18nContext value={i18n}>
          <SaveButton />
        </I18nContext>,
      );
      await Promise.resolve();
    });
    // A click, after the render's task: the source text, no suspension, no load forced.
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("Saved");
    expect(loads()).toBe(0);
  });

  it("gives a component the same object on every render", () => {
    const i18n = createI18n("en", {}, compile);
    const seen: I18n[] = [];
    function Seen() {
      seen.push(useI18n());
      return null;
    }
    const { rerender } = render(
      <I18nContext value={i18n}>
        <Seen />
      </I18nContext>,
    );
    rerender(
      <I18nContext value={i18n}>
        <Seen />
      </I18nContext>,
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });
});
