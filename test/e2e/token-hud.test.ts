// The token HUD's health bar (system.json primaryTokenAttribute "resources.hp", a derived pool)
// can be edited under every ruleset with a health pool: the change lands in that ruleset's own
// stored pool. The stand-in decides editability as Foundry does (getBarAttribute: only a schema
// NumberField is editable), so it holds Tempo to mapping the derived bar to stored data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTempo, waitReady, type Sandbox } from "./harness";

type Win = Window & {
  game: { actors: { get(id: string): { system: unknown } | undefined } };
  foundry: { utils: { getProperty(o: unknown, p: string): unknown } };
};

const POOLS = [
  ["time-count", "stats.timeCount.hp"],
  ["combat-roll", "stats.combatRoll.health"],
  ["segments", "stats.segments.hp"],
] as const;

describe("the token HUD's health bar", () => {
  let sb: Sandbox;
  let gm: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
  });
  afterAll(async () => {
    await sb?.close();
  });

  const stored = (id: string, path: string): Promise<number> =>
    gm.evaluate(
      ([actorId, p]) => {
        const w = window as unknown as Win;
        const pool = w.foundry.utils.getProperty(w.game.actors.get(actorId)?.system, p) as { value: number };
        return pool.value;
      },
      [id, path] as const,
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
        (await bar.evaluate((el) => el.closest<HTMLElement>("[data-actor-id]")?.dataset.actorId)) ?? "";
      const before = await stored(id, path);
      expect(before).toBeGreaterThan(0);
      await bar.fill("-1");
      await bar.press("Enter");
      await expect.poll(() => stored(id, path)).toBe(before - 1);
      await expect
        .poll(() => gm.locator(`[data-actor-id="${id}"] input.token-bar`).inputValue())
        .toBe(String(before - 1));
    });
  }
});
