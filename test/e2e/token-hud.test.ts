// The token HUD's health bar (system.json primaryTokenAttribute "resources.hp", a derived pool)
// can be edited under every ruleset with a health pool: the change lands in that ruleset's own
// stored pool. The stand-in decides editability as Foundry does (getBarAttribute: only a schema
// NumberField is editable), so it holds Tempo to mapping the derived bar to stored data.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTempo, useSandbox, waitReady } from "./harness";

type Win = Window & {
  game: {
    scenes: {
      active: { tokens: { get(id: string): { actor: { system: unknown } | null } | undefined } } | null;
    };
  };
  foundry: { utils: { getProperty(o: unknown, p: string): unknown } };
};

const POOLS = [
  ["time-count", "stats.timeCount.hp"],
  ["combat-roll", "stats.combatRoll.health"],
  ["segments", "stats.segments.hp"],
] as const;

describe("the token HUD's health bar", () => {
  let gm: Page;

  useSandbox(
    async () => {
      const started = await startTempo();
      return { sb: started, gm: await started.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  /** The pool as the token's own actor holds it: an unlinked monster's token actor, not its base actor. */
  const stored = (tokenId: string, path: string): Promise<number> =>
    gm.evaluate(
      ([id, p]) => {
        const w = window as unknown as Win;
        const actor = w.game.scenes.active?.tokens.get(id)?.actor;
        const pool = w.foundry.utils.getProperty(actor?.system, p) as { value: number };
        return pool.value;
      },
      [tokenId, path] as const,
    );

  for (const [ruleset, path] of POOLS) {
    it(`is editable under ${ruleset} and writes to ${path}`, async () => {
      if (ruleset !== "time-count") {
        await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption(ruleset)]);
        await waitReady(gm);
      }
      const bars = gm.locator("#actor-directory input.token-bar[data-bar=bar1]");
      await expect.poll(() => bars.count()).toBeGreaterThan(0);
      const bar = bars.first();
      expect(await bar.getAttribute("data-attribute")).toBe("resources.hp");
      expect(await bar.isDisabled()).toBe(false);
      const id =
        (await bar.evaluate((el) => el.closest<HTMLElement>("[data-token-id]")?.dataset.tokenId)) ?? "";
      const before = await stored(id, path);
      expect(before).toBeGreaterThan(0);
      await bar.fill("-1");
      await bar.press("Enter");
      await expect.poll(() => stored(id, path)).toBe(before - 1);
      await expect
        .poll(() => gm.locator(`[data-token-id="${id}"] input.token-bar`).inputValue())
        .toBe(String(before - 1));
    });
  }
});
