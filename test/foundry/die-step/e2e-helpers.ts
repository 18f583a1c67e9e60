// Helpers of the Die-Step end-to-end tests (test/e2e/die-step*.test.ts): the sample world's actors, reading
// an actor's vitals and its turn, opening an unlinked token's own sheet, the cards.
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { firstTokensOnly, queueDice, startTempo, type Sandbox } from "../../e2e/harness";

export * from "../../e2e/harness";
export { queueDice as dice } from "../../e2e/harness";
export { openSheet, target, activeName } from "../combat-roll/e2e-helpers";

export const BRENNA = "dsActBrenna00001";
export const GRUKK = "dsActOrcChief001";
export const GOBLIN = "dsActGoblin00001";

export interface DsActor {
  uuid: string;
  hp: number;
  mp: number;
  wound: string;
  survivalPending: boolean;
  survival: string;
  stunned: string;
}

export type Stats = {
  stunned: string;
  hp: { value: number };
  mp: { value: number };
  wound: string;
  survivalPending: boolean;
  survival: string;
};
export type Holder = {
  uuid: string;
  system: { stats: { dieStep: Stats } };
  sheet: { render(force: boolean): unknown };
};
export type W = Window & {
  game: {
    actors: { get(id: string): Holder | undefined };
    scenes: {
      active: { tokens: { find(f: (t: { actorId: string }) => boolean): { actor: Holder } | undefined } };
    };
    combat: {
      id: string;
      combatants: { contents: { id: string; actorId: string; initiative: number | null }[] };
      system: {
        ruleset: string;
        turns: { combatants: Record<string, { ap: number; debt: number; defeated: boolean }> };
      };
    } | null;
    messages: { contents: { rolls: unknown[]; system: { kind?: string } }[] };
    settings: { set(a: string, b: string, c: string): Promise<unknown> };
  };
};

/** A sandbox whose world is in Die-Step Contests, its sample encounter in a combat; a GM and a player page. */
export async function startDieStep(): Promise<{ sb: Sandbox; gm: Page; player: Page }> {
  const sb = await startTempo({ ruleset: "die-step" });
  const gm = await sb.open("gm");
  await gm.waitForFunction(() => (window as unknown as W).game.combat?.system.ruleset === "die-step");
  await gm.waitForFunction(() => (window as unknown as W).game.combat?.combatants.contents.length === 3);
  await firstTokensOnly(gm);
  const player = await sb.open("player");
  return { sb, gm, player };
}

/** An actor's Die-Step vitals (an unlinked monster: its first token's actor). */
export async function vitals(page: Page, actorId: string): Promise<DsActor> {
  return page.evaluate((id) => {
    const g = (window as unknown as W).game;
    const a = g.scenes.active.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
    if (!a) throw new Error(`no actor ${id}`);
    const s = a.system.stats.dieStep;
    return {
      uuid: a.uuid,
      hp: s.hp.value,
      mp: s.mp.value,
      wound: s.wound,
      survivalPending: s.survivalPending,
      survival: s.survival,
      stunned: s.stunned,
    };
  }, actorId);
}

/** The turn engine's record of an actor's combatant: AP left and AP owed to its next turn. */
export async function turnOf(page: Page, actorId: string): Promise<{ ap: number; debt: number }> {
  return page.evaluate((id) => {
    const combat = (window as unknown as W).game.combat;
    const c = combat?.combatants.contents.find((x) => x.actorId === id);
    const t = c ? combat?.system.turns.combatants[c.id] : undefined;
    if (!t) throw new Error(`no combatant for ${id}`);
    return { ap: t.ap, debt: t.debt };
  }, actorId);
}

/** Whether the turn engine holds the actor's combatant defeated (its turns skipped). */
export async function defeatedInTurns(page: Page, actorId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const combat = (window as unknown as W).game.combat;
    const c = combat?.combatants.contents.find((x) => x.actorId === id);
    return (c ? combat?.system.turns.combatants[c.id]?.defeated : undefined) === true;
  }, actorId);
}

/** Opens the sheet of an actor's first token (an unlinked monster's own synthetic actor). */
export async function openTokenSheet(page: Page, actorId: string) {
  await page.evaluate((id) => {
    const g = (window as unknown as W).game;
    void g.scenes.active.tokens.find((t) => t.actorId === id)?.actor.sheet.render(true);
  }, actorId);
  const sheet = page.locator(`form.application.sheet[id*="Token"][id$="Actor-${actorId}"]`).first();
  await expect.poll(() => sheet.count()).toBe(1);
  return sheet;
}

export const lastCard = (page: Page) => page.locator(".chat-message .tempo-ds-card").last();
export const defence = (page: Page, kind: string) =>
  lastCard(page).locator(`.tempo-ds-defend[data-kind="${kind}"]`);

/** The GM's Roll All with each combatant's REF die given per actor id (1 for the others), until all are rolled. */
export async function rollRef(gm: Page, ref: Record<string, number>): Promise<void> {
  const order = await gm.evaluate(
    () => (window as unknown as W).game.combat?.combatants.contents.map((c) => c.actorId) ?? [],
  );
  await queueDice(
    gm,
    order.map((id) => ref[id] ?? 1),
  );
  await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
  await gm.waitForFunction(() =>
    (window as unknown as W).game.combat?.combatants.contents.every((c) => typeof c.initiative === "number"),
  );
}
