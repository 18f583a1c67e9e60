// Issue 30: a special combat action the GM makes (an action item of kind "special combat action", Trip
// chosen, nothing else filled in) took the item's defaults: no defence (so the weapon's Primary), no fatigue
// and Standard speed. An item that states no numbers now takes the seed's: Trip is Unarmed vs. Vigor,
// Fast (1d6+3), Fatigue 1. One without a special combat action is refused, saying what to choose.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  GARRET,
  ZHERYNN,
  clock,
  createItems,
  dice,
  errorNotices,
  lastCard,
  openSheet,
  pause,
  placeAndBegin,
  roll,
  settle,
  startTimeCount,
  target,
  tc,
  useSandbox,
} from "../foundry/time-count/e2e-helpers";

/** The GM equips (or not) every weapon of an actor. */
async function updateWeapons(gm: Page, actorId: string, equipped: boolean): Promise<void> {
  await gm.evaluate(
    async ([id, on]) => {
      type W = {
        game: {
          actors: {
            get(
              id: string,
            ): { items: { contents: { type: string; update(d: object): Promise<unknown> }[] } } | undefined;
          };
        };
      };
      const items = (window as unknown as W).game.actors.get(id)?.items.contents ?? [];
      for (const i of items) if (i.type === "weapon") await i.update({ "system.equipped": on });
    },
    [actorId, equipped] as const,
  );
}

describe("Time Count: special combat actions the GM makes (issue 30)", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  const action = (name: string, maneuver: string) => ({
    name,
    type: "action",
    system: { stats: { timeCount: { kind: "maneuver", maneuver } } },
  });

  // Issue 30: the unarmed dialog was filled in before "no free hand" refused it, while Trip with the same
  // hands was allowed. A grab needs a free hand (refused before any dialog); Trip needs none.
  it("with both hands on weapons: Grab refused before any dialog, Trip's dialog opens", async () => {
    await createItems(gm, ZHERYNN, [action("House Grab", "grab")]);
    await updateWeapons(gm, ZHERYNN, true);
    await target(player, GARRET);
    const sheet = await openSheet(player, ZHERYNN);
    await sheet.locator(".tempo-tc-action", { hasText: "House Grab" }).locator(".tempo-tc-perform").click();
    await expect
      .poll(async () => (await errorNotices(player)).at(-1))
      // the sample shortbow is two-handed (a free hand is asked too: engine `checkManeuverHands`)
      .toBe("No grab while wielding a two-handed weapon (seed: Grab's requirements).");
    await pause(300);
    expect(await player.locator(".application.dialog").count()).toBe(0);
    await sheet.locator('.tempo-tc-action[data-item-id="tcItmZherTrip001"] .tempo-tc-perform').click();
    await expect.poll(() => player.locator(".application.dialog").count()).toBe(1);
    await player.locator(".application.dialog [data-dialog-action='cancel']").click();
    await target(player, GARRET, false);
  });

  it("a Trip item with only its action chosen is Unarmed vs. Vigor, Fast, Fatigue 1", async () => {
    await createItems(gm, ZHERYNN, [action("House Trip", "trip"), action("Something", "")]);
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [5] }, { banditAt: 9, first: 6 });
    expect((await clock(gm)).combatants.Zherynn?.next).toBe(6);
    const fatigue = ((await tc(gm, ZHERYNN)) as unknown as { fatigue: number }).fatigue;
    await target(player, GARRET);
    const sheet = await openSheet(player, ZHERYNN);

    // no special combat action chosen: refused before any dialog, saying what is missing
    await sheet.locator(".tempo-tc-action", { hasText: "Something" }).locator(".tempo-tc-perform").click();
    await expect
      .poll(async () => (await errorNotices(player)).at(-1))
      .toBe(
        "Something names no special combat action: choose one in the item's \"Special combat action\" field (its numbers are then the seed's unless the item states its own).",
      );
    expect(await player.locator(".application.dialog").count()).toBe(0);

    // at the GM: d20 15; Fast 1d6+3 [1] = 4 (Standard would be 1d6+6 = 7)
    await dice(gm, [15, 1]);
    await sheet.locator(".tempo-tc-action", { hasText: "House Trip" }).locator(".tempo-tc-perform").click();
    await roll(player);
    await expect.poll(() => lastCard(gm).locator("dt", { hasText: "Vigor" }).count()).toBe(1);
    await settle(async () => (await clock(gm)).combatants.Zherynn?.next === 10);
    expect(((await tc(gm, ZHERYNN)) as unknown as { fatigue: number }).fatigue).toBe(fatigue + 1);
  });
});
