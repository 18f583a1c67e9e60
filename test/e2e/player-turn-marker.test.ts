// Foundry lets the owner of a combat's current combatant move its turn and round (core's End Turn,
// `game.combat.nextTurn()` from a macro or the console), and the stand-in now does too. Tempo's clocks
// own the turns: in every ruleset the player's own client refuses the move, and a move that lands anyway
// (a client whose hooks did not run) is written back by the GM, so nobody loses or gains a turn.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { rollAndBegin, startCombatRoll } from "../foundry/combat-roll/e2e-helpers";
import { startDieStep } from "../foundry/die-step/e2e-helpers";
import { startThreeAction } from "../foundry/three-action/e2e-helpers";
import { skipSurprise, startSegments } from "../foundry/segments/sandbox-helpers";
import { startTimeCount } from "../foundry/time-count/e2e-helpers";
import { USERS, noticeText, pause, resetStats, settle, useSandbox, writes, type Sandbox } from "./harness";

interface Doc {
  id: string;
  actorId: string;
  initiative: number | null;
  toObject(): Record<string, unknown>;
  update(data: object): Promise<unknown>;
}
type W = Window & {
  game: {
    combat: {
      round: number;
      turn: number | null;
      combatant: Doc | null;
      combatants: { contents: Doc[] };
      toObject(): Record<string, unknown>;
      update(data: object): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      nextRound(): Promise<unknown>;
    } | null;
    actors: { get(id: string): Doc | undefined };
  };
  Hooks: { call(hook: string, ...args: unknown[]): unknown };
};

/** The combat as the page holds it: Foundry's marker, the clock's state, every combatant's. */
const snapshot = (page: Page) =>
  page.evaluate(() => {
    const combat = (window as unknown as W).game.combat;
    return JSON.parse(JSON.stringify(combat?.toObject() ?? null)) as Record<string, unknown>;
  });

/** The GM gives the player the actor of the current combatant (a turn marker on the combat first). */
async function playerOwnsCurrent(gm: Page): Promise<void> {
  await gm.evaluate(async (playerId) => {
    const combat = (window as unknown as W).game.combat;
    if (!combat) throw new Error("no combat");
    if (combat.turn === null) await combat.update({ turn: 0 });
    const actor = (window as unknown as W).game.actors.get(combat.combatant?.actorId ?? "");
    await actor?.update({ ownership: { [playerId]: 3 } });
  }, USERS.player);
}

/** The player's page sees itself as the owner of the current combatant. */
const ownsCurrent = (player: Page) =>
  player.evaluate(() => {
    const c = (window as unknown as W).game.combat?.combatant as unknown as { isOwner?: boolean } | null;
    return c?.isOwner === true;
  });

/** The combat without Foundry's turn (for a clock that never reads it). */
function withoutTurn(combat: Record<string, unknown>): Record<string, unknown> {
  const { turn: _turn, ...rest } = combat;
  return rest;
}

/**
 * A suite for one ruleset: `begin` brings the fight to a running clock; `move` is the core call the
 * player makes; `ignoresTurn`: the clock never reads Foundry's turn (only its round is written back).
 */
function markerSuite(
  name: string,
  start: () => Promise<{ sb: Sandbox; gm: Page; player: Page }>,
  begin: (gm: Page) => Promise<void>,
  { move = "nextTurn", ignoresTurn = false }: { move?: "nextTurn" | "nextRound"; ignoresTurn?: boolean } = {},
): void {
  describe(`${name}: a player moving Foundry's turn marker`, () => {
    let gm: Page;
    let player: Page;
    let before: Record<string, unknown>;
    const clockOf = async (page: Page) => {
      const combat = await snapshot(page);
      return ignoresTurn ? withoutTurn(combat) : combat;
    };

    useSandbox(start, (s) => {
      ({ gm, player } = s);
    });

    it("the clock begins; the player owns the current combatant", async () => {
      await begin(gm);
      await playerOwnsCurrent(gm);
      await expect.poll(() => ownsCurrent(player)).toBe(true);
      before = await snapshot(gm);
      await expect.poll(() => snapshot(player)).toEqual(before);
    });

    it("nextTurn and nextRound from the player's console are refused on its client: nothing moves", async () => {
      await resetStats(player);
      await player.evaluate(async () => {
        const combat = (window as unknown as W).game.combat;
        await combat?.nextTurn();
        await combat?.nextRound();
      });
      await expect.poll(() => noticeText(player)).toContain("clock moves the turns");
      await pause(300);
      expect(await writes(player)).toEqual([]);
      expect(await snapshot(gm)).toEqual(before);
    });

    it(`a ${move} that lands (the player's hooks bypassed) is written back by the GM`, async () => {
      await resetStats(gm);
      const moved = await player.evaluate(async (call) => {
        const w = window as unknown as W;
        const original = w.Hooks.call.bind(w.Hooks);
        w.Hooks.call = (hook: string, ...args: unknown[]) =>
          hook === "preUpdateCombat" ? true : original(hook, ...args);
        try {
          const combat = w.game.combat;
          await (call === "nextTurn" ? combat?.nextTurn() : combat?.nextRound());
          return { round: combat?.round, turn: combat?.turn };
        } finally {
          w.Hooks.call = original;
        }
      }, move);
      // the server let the owner of the current combatant move it...
      expect(moved).not.toEqual({ round: before.round, turn: before.turn });
      // ...and the GM's client put the clock's marker back: the clock and every combatant as they were
      await expect.poll(() => clockOf(gm)).toEqual(ignoresTurn ? withoutTurn(before) : before);
      await expect.poll(() => clockOf(player)).toEqual(ignoresTurn ? withoutTurn(before) : before);
      expect(await writes(gm)).toEqual(["update Combat"]);
    });
  });
}

/** The Time Count: initiative rolled from the tracker, every combatant placed, Begin (on the first count). */
async function beginTimeCount(gm: Page): Promise<void> {
  await gm.locator(".tempo-tc-roll").click();
  await settle(() =>
    gm.evaluate(() =>
      ((window as unknown as W).game.combat?.combatants.contents ?? []).every(
        (c) => (c.toObject().system as { nextCount: number | null }).nextCount !== null,
      ),
    ),
  );
  await gm.locator('#combat-panel [data-action="startCombat"]').click();
  await gm.locator(".tempo-tc-due-row").first().waitFor();
}

markerSuite("Three-Action Turns", startThreeAction, (gm) => rollAndBegin(gm, {}));
markerSuite("Die-Step Contests", startDieStep, (gm) => rollAndBegin(gm, {}));
markerSuite(
  "Combat Roll",
  () => startCombatRoll(),
  (gm) => rollAndBegin(gm, {}),
);
markerSuite("Time Count", () => startTimeCount(), beginTimeCount);
markerSuite("Segmented Rounds", () => startSegments(), skipSurprise, {
  move: "nextRound",
  ignoresTurn: true,
});
