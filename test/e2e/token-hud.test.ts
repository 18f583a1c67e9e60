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

// Conditions are status effects (issue 10): the token HUD's status palette toggles Segmented Rounds'
// Prone, and the next attack on that token follows it (+4 to hit a prone target), on and off again.
describe("the token HUD's status palette", () => {
  let gm: Page;
  const BUGBEAR = "sgActBugbear0001";
  const OSWIN = "sgActOswin000001";

  useSandbox(
    async () => {
      const started = await startTempo({ sampleCombat: false });
      return { sb: started, gm: await started.open("gm") };
    },
    (s) => ({ gm } = s),
  );

  const proneToggle = () => gm.locator(`[data-actor-id="${OSWIN}"] .token-status[data-status-id="prone"]`);
  const dialog = () => gm.locator(".application.dialog").last();
  const lastCard = () => gm.locator(".chat-message .tempo-attack-card").last();

  /** The Bugbear (its sheet, out of a fight) attacks Oswin; the card's first modifier list. */
  async function attack(): Promise<string[]> {
    const cards = await gm.locator(".chat-message .tempo-attack-card").count();
    await gm.locator(`[data-actor-id="${BUGBEAR}"] .open-sheet`).first().click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${BUGBEAR}"]`).first();
    const targetButton = gm.locator(`[data-actor-id="${OSWIN}"] .target-toggle`);
    if ((await targetButton.textContent()) !== "Targeted") await targetButton.click();
    await sheet.locator(".tempo-sg-attack").first().click();
    await expect.poll(() => dialog().locator('[name="prone"]').count()).toBe(1);
    await dialog().locator('button[data-dialog-action="roll"]').click();
    await expect.poll(() => gm.locator(".chat-message .tempo-attack-card").count()).toBe(cards + 1);
    await sheet.locator('[data-action="close"]').first().click();
    return lastCard().locator(".tempo-modifiers").first().locator("li").allTextContents();
  }

  it("lists the ruleset's conditions with Foundry's core icons, and toggles Prone on the token's actor", async () => {
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("segments")]);
    await waitReady(gm);
    await expect.poll(() => proneToggle().count()).toBe(1);
    expect(await proneToggle().getAttribute("data-img")).toBe("icons/svg/falling.svg");
    // core's "prone" is replaced by the ruleset's, not listed twice; core's Dead stays
    const ids = await gm
      .locator(`[data-actor-id="${OSWIN}"] .token-status`)
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.statusId));
    expect(ids.filter((id) => id === "prone")).toHaveLength(1);
    expect(ids).toEqual(expect.arrayContaining(["stunned", "restrained", "invisible", "sleeping", "dead"]));
    // every name reads as a word, core's kept entries too (Foundry localizes its own EFFECT.* keys)
    const names = await gm.locator(`[data-actor-id="${OSWIN}"] .token-status`).allTextContents();
    expect(names.filter((n) => /^[A-Z]+\./.test(n.trim()))).toEqual([]);
    expect(await proneToggle().getAttribute("aria-pressed")).toBe("false");
    expect(await attack()).not.toContain("Prone opponent +4");

    await proneToggle().click();
    await expect.poll(() => proneToggle().getAttribute("aria-pressed")).toBe("true");
    expect(await attack()).toContain("Prone opponent +4");

    await proneToggle().click();
    await expect.poll(() => proneToggle().getAttribute("aria-pressed")).toBe("false");
    expect(await attack()).not.toContain("Prone opponent +4");
  });
});
