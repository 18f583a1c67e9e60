// Helpers of the Three-Action end-to-end tests (test/e2e/three-action*.test.ts): the sample world's actors,
// reading a creature's statistics, statuses and turn from a sandbox page.
import type { Page } from "playwright-core";
import { firstTokensOnly, startTempo, type Sandbox } from "../../e2e/harness";

export * from "../../e2e/harness";
export { queueDice as dice } from "../../e2e/harness";
export { openSheet, target, dialog, sheetOf, activeName, turnState } from "../combat-roll/e2e-helpers";

export const MIRA = "taActMira0000001";
export const BANDIT = "taActBandit00001";
export const BRUTE = "taActBrute000001";
export const ARCHER = "taActArcher00001";

export interface TaCreature {
  hp: number;
  bleedPenalty: number;
  energy: number;
  statuses: string[];
}

type Holder = {
  system: { stats: { threeAction: { hp: { value: number }; bleedPenalty: number; energy: number } } };
  statuses: Set<string>;
};
type W = Window & {
  game: {
    actors: { get(id: string): Holder | undefined };
    scenes: {
      active: {
        tokens: { find(f: (t: { actorId: string }) => boolean): { actor: Holder } | undefined };
      } | null;
    };
    combat: {
      combatants: { contents: { id: string; actorId: string }[] };
      system: { ruleset: string };
    } | null;
  };
};

/** A sandbox whose world is in Three-Action Turns, its sample encounter in a combat; a GM and a player page. */
export async function startThreeAction(): Promise<{ sb: Sandbox; gm: Page; player: Page }> {
  const sb = await startTempo({ ruleset: "three-action" });
  const gm = await sb.open("gm");
  await gm.waitForFunction(() => (window as unknown as W).game.combat?.system.ruleset === "three-action");
  await gm.waitForFunction(() => (window as unknown as W).game.combat?.combatants.contents.length === 4);
  await firstTokensOnly(gm);
  const player = await sb.open("player");
  return { sb, gm, player };
}

/** A creature's HP, Bleed Penalty, Energy and statuses (an unlinked monster: its first token's actor). */
export async function creature(page: Page, actorId: string): Promise<TaCreature> {
  return page.evaluate((id) => {
    const g = (window as unknown as W).game;
    const a = g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
    if (!a) throw new Error(`no actor ${id}`);
    const s = a.system.stats.threeAction;
    return {
      hp: s.hp.value,
      bleedPenalty: s.bleedPenalty,
      energy: s.energy,
      statuses: [...a.statuses].sort(),
    };
  }, actorId);
}

/** The turn engine's record of an actor's combatant. */
export async function turnOf(page: Page, actorId: string) {
  return page.evaluate((id) => {
    const combat = (window as unknown as W).game.combat as unknown as {
      combatants: { contents: { id: string; actorId: string }[] };
      system: {
        turns: {
          active: string | null;
          round: number;
          combatants: Record<string, { ap: number; reactions: number; delayed: boolean }>;
        };
      };
    };
    const c = combat.combatants.contents.find((x) => x.actorId === id);
    const t = c ? combat.system.turns.combatants[c.id] : undefined;
    if (!t || !c) throw new Error(`no combatant for ${id}`);
    return { ...t, active: combat.system.turns.active === c.id };
  }, actorId);
}

export const lastCard = (page: Page) => page.locator(".chat-message .tempo-ta-card").last();
export const lastLine = (page: Page) => page.locator(".chat-message .tempo-ta-line").last();
