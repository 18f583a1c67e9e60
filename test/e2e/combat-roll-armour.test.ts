// Combat Roll armour on the sheet (rules pass, issue 14): "Your AR reduces all incoming physical damage"
// and "If you have multiple sources of AR, you choose which one to use": the sheet showed an armour's
// stated AR (0 for a table armour, which the damage rules read as its table AR) and never which AR applies.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { showTab } from "./harness";
import {
  ALDRIC,
  openSheet,
  pageErrors,
  sheetOf,
  startCombatRoll,
  updateActor,
  updateItem,
  useSandbox,
} from "../foundry/combat-roll/e2e-helpers";

const IRON_PARTIAL = "crActAldGear0002";
const armourRow = (page: Page) =>
  sheetOf(page, ALDRIC).locator(`.tempo-cr-armor[data-item-id="${IRON_PARTIAL}"]`);
const applied = (page: Page) => sheetOf(page, ALDRIC).locator(".tempo-cr-applied-ar");

describe("Combat Roll: the AR the sheet shows is the AR the damage rules apply", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startCombatRoll(),
    (s) => ({ gm, player } = s),
    60_000,
  );

  it("Aldric's partial Iron Armour (AR 3) applies: the row and the summary say so", async () => {
    await openSheet(player, ALDRIC);
    await expect.poll(() => armourRow(player).locator(".tempo-cr-item-ar").textContent()).toBe("AR 3");
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 3, magic AR 0");
  });

  it("a table armour stated as AR 0 shows the table's AR (a full suit of iron: 5), as the damage rules read it", async () => {
    await updateItem(gm, ALDRIC, IRON_PARTIAL, {
      system: { stats: { combatRoll: { armorLevel: "full", armorRating: 0 } } },
    });
    await expect.poll(() => armourRow(player).locator(".tempo-cr-item-ar").textContent()).toBe("AR 5");
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 5, magic AR 0");
  });

  it("a higher AR of the sheet's own is the one that applies (the best of the sources)", async () => {
    await updateActor(gm, ALDRIC, { "system.stats.combatRoll.armorRating": 6 });
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 6, magic AR 0");
  });

  it("the player chooses the runed armour (AR 4, magic 2) over the sheet's AR 6: it applies with its magic AR", async () => {
    await updateItem(gm, ALDRIC, IRON_PARTIAL, {
      system: { stats: { combatRoll: { armorRating: 4, magicArmorRating: 2 } } },
    });
    await expect.poll(() => armourRow(player).locator(".tempo-cr-item-ar").textContent()).toBe("AR 4");
    // issue 14: there was no choice; the best (the sheet's 6, no magic) always applied
    await showTab(sheetOf(player, ALDRIC), "statistics");
    await sheetOf(player, ALDRIC).locator(".tempo-cr-armor-source").selectOption(IRON_PARTIAL);
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 4, magic AR 2");
    // back to the best
    await sheetOf(player, ALDRIC).locator(".tempo-cr-armor-source").selectOption("");
    await expect.poll(() => applied(player).textContent()).toBe("Applies: AR 6, magic AR 0");
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
