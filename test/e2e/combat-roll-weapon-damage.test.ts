// Combat Roll (seed 003), issue 30: the weapon sheet showed two "Damage" fields (the weapon's own and the
// ruleset's, which only a spell reads): a player setting the second to 2d4 still saw the card roll the
// first's 1d8. A weapon now has ONE Damage field, the one its Strike rolls; a spell keeps the ruleset's.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ALDRIC, pageErrors, startCombatRoll, useSandbox } from "../foundry/combat-roll/e2e-helpers";

const LONGSWORD = "crActAldGear0000";

async function openItemSheet(page: Page, actorId: string, itemId: string) {
  await page.evaluate(
    ([a, i]) => {
      type W = {
        game: {
          actors: {
            get(id: string): { items: { get(id: string): { sheet: { render(o: object): unknown } } } };
          };
        };
      };
      void (window as unknown as W).game.actors.get(a!).items.get(i!).sheet.render({ force: true });
    },
    [actorId, itemId],
  );
  const sheet = page.locator(`form.application.sheet[id$="Item-${itemId}"]`);
  await expect.poll(() => sheet.count()).toBe(1);
  return sheet;
}

describe("Combat Roll: a weapon's one Damage field", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll(),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("Aldric's longsword sheet shows one Damage field, the weapon's own (1d8), which its Strike rolls", async () => {
    const sheet = await openItemSheet(player, ALDRIC, LONGSWORD);
    const damage = sheet.locator('input[name$="damage"]');
    await expect(damage.count()).resolves.toBe(1);
    await expect(damage.getAttribute("name")).resolves.toBe("system.damage");
    await expect(damage.inputValue()).resolves.toBe("1d8");
    await expect(sheet.locator('select[name="system.stats.combatRoll.damageType"]').count()).resolves.toBe(1);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
