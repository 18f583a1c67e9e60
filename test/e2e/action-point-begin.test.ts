// The Begin of an action-point fight (issue 27): TempoCombat#startCombat writes the engine's state in the
// Begin's one update, at the active GM, and makes the first turn's other writes itself (no write parked for
// a hook). A Begin with an initiative missing is refused with nothing written; a fight begun by another
// update (a macro's `round: 1`) is refused and turned into that Begin.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  errorNotices,
  expectWrites,
  lastError,
  pageErrors,
  pause,
  resetStats,
  startThreeAction,
  useSandbox,
  writes,
  type Sandbox,
} from "../foundry/three-action/e2e-helpers";

type W = {
  game: {
    combat: {
      round: number;
      system: { turns: { round?: number; active?: string | null } | null };
      combatants: {
        contents: { id: string; initiative: number | null; update(d: object): Promise<unknown> }[];
      };
      startCombat(): Promise<unknown>;
      update(d: object): Promise<unknown>;
    };
  };
};

/** Foundry's round and whether the engine's turn state is stored. */
async function fight(gm: Page): Promise<{ round: number; begun: boolean }> {
  return gm.evaluate(() => {
    const combat = (window as unknown as W).game.combat;
    return { round: combat.round, begun: typeof combat.system.turns?.active === "string" };
  });
}

describe("the Begin of an action-point fight", () => {
  let gm: Page;
  let player: Page;
  let _sb: Sandbox;

  useSandbox(startThreeAction, (s) => ({ sb: _sb, gm, player } = s), 60_000);

  it("refused while an initiative is missing: a notification, nothing written", async () => {
    await resetStats(gm);
    await gm.evaluate(() => (window as unknown as W).game.combat.startCombat());
    await expect.poll(() => lastError(gm)).toMatch(/has no initiative yet/);
    await pause(300);
    expect(await writes(gm)).toEqual([]);
    expect(await fight(gm)).toEqual({ round: 0, begun: false });
  });

  it("a macro's round 1 is refused and turned into the Begin: the engine's state in one write", async () => {
    await gm.evaluate(async () => {
      const combat = (window as unknown as W).game.combat;
      let i = 20;
      for (const c of combat.combatants.contents) await c.update({ initiative: i-- });
    });
    await resetStats(gm);
    await gm.evaluate(() => (window as unknown as W).game.combat.update({ round: 1 }));
    await expect.poll(() => fight(gm)).toEqual({ round: 1, begun: true });
    await expectWrites(gm, ["update Combat"]);
    expect(await pageErrors(gm, player)).toEqual([]);
  });

  it("a Begin of a fight already begun (a second click of Start) changes nothing and says nothing", async () => {
    const errors = (await errorNotices(gm)).length;
    await resetStats(gm);
    await gm.evaluate(async () => {
      const combat = (window as unknown as W).game.combat;
      await Promise.all([combat.startCombat(), combat.startCombat()]);
    });
    await pause(300);
    expect(await writes(gm)).toEqual([]);
    expect(await errorNotices(gm)).toHaveLength(errors);
    expect(await fight(gm)).toEqual({ round: 1, begun: true });
  });
});
