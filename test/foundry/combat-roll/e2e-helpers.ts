// Helpers of the Combat Roll end-to-end tests (test/e2e/combat-roll*.test.ts): the sample world's
// actors, reading its documents from a sandbox page, and driving the tracker, sheets and dialogs.
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { notifications, queueDice, resetStats, startTempo, waitReady, type Sandbox } from "../../e2e/harness";

// The harness's helpers too, so that a suite imports from one place.
export * from "../../e2e/harness";
export { queueDice as dice } from "../../e2e/harness";

export const ALDRIC = "crActAldric00001";
export const ORK = "crActOrkRaider01";
export const GOBLIN = "crActGoblinArch1";

interface CrStats {
  health: { value: number };
  conditions: Record<string, boolean>;
  dropped: string[];
  fightingStyles: { name: string; gear: string[] }[];
}
export interface CombatantTurn {
  ap: number;
  attacks: number;
  defeated: boolean;
  taken: Record<string, number>;
}
export type Win = Window & {
  game: {
    actors: { get(id: string): { system: { stats: { combatRoll: CrStats } } } | undefined };
    combat: {
      round: number;
      combatants: { contents: { id: string; actorId: string; name: string }[] };
      system: {
        ruleset: string;
        turns: { active: string | null; round: number; combatants: Record<string, CombatantTurn> };
      };
    } | null;
  };
};

/**
 * A sandbox on a private build, switched to Combat Roll, with a GM page and a player page; given the d6 of
 * each actor's `initiative`, the GM also rolls it and begins the combat.
 */
export async function startCombatRoll(
  initiative?: Record<string, number>,
): Promise<{ sb: Sandbox; gm: Page; player: Page }> {
  const sb = await startTempo();
  const gm = await sb.open("gm");
  await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("combat-roll")]);
  await waitReady(gm);
  // The GM's client created the encounter through Tempo's Combat class: it began under Combat Roll.
  await gm.waitForFunction(() => (window as unknown as Win).game.combat?.system.ruleset === "combat-roll");
  await gm.waitForFunction(() => (window as unknown as Win).game.combat?.combatants.contents.length === 3);
  const player = await sb.open("player");
  if (initiative) await rollAndBegin(gm, initiative);
  return { sb, gm, player };
}

/** The combat-roll block of an actor, as the page sees it. */
export async function crStats(page: Page, actorId: string): Promise<CrStats | undefined> {
  return page.evaluate(
    (id) =>
      JSON.parse(
        JSON.stringify((window as unknown as Win).game.actors.get(id)?.system.stats.combatRoll ?? null),
      ) as CrStats | undefined,
    actorId,
  );
}

export async function health(page: Page, actorId: string): Promise<number | undefined> {
  return (await crStats(page, actorId))?.health.value;
}

/** The turn engine's state of the sample combat, and the combatant id of each actor. */
export async function turnState(page: Page) {
  return page.evaluate(() => {
    const combat = (window as unknown as Win).game.combat;
    if (!combat) return null;
    const byActor: Record<string, string> = {};
    for (const c of combat.combatants.contents) byActor[c.actorId] = c.id;
    const turns = JSON.parse(JSON.stringify(combat.system.turns)) as NonNullable<
      Win["game"]["combat"]
    >["system"]["turns"];
    return { turns, byActor };
  });
}

/** The turn state of one actor's combatant. */
export async function turnOf(page: Page, actorId: string): Promise<CombatantTurn> {
  const s = await turnState(page);
  const c = s?.turns.combatants[s.byActor[actorId] ?? ""];
  if (!c) throw new Error(`no combatant for ${actorId}`);
  return c;
}

/** A ruleset action's button on a sheet, by its action and (for a skill test) its id. */
export const action = (id: string, actionId?: string) =>
  actionId
    ? `[data-ruleset-action="${id}"][data-action-id="${actionId}"]`
    : `[data-ruleset-action="${id}"]:not([data-action-id])`;

export const lastCard = (page: Page) => page.locator(".chat-message .tempo-cr-card").last();
/** The last attack card (a Strike or a spell attack), past any opportunity or grapple card. */
export const lastAttack = (page: Page) => page.locator(".chat-message .tempo-cr-attack-card").last();
export const sheetOf = (page: Page, actorId: string) =>
  page.locator(`form.application.sheet[id$="Actor-${actorId}"]`);
export const dialog = (page: Page) => page.locator(".application.dialog");

/** Opens an actor's sheet from the actors panel and waits for it. */
export async function openSheet(page: Page, actorId: string) {
  await page.locator(`[data-actor-id="${actorId}"] .open-sheet`).click();
  const sheet = sheetOf(page, actorId);
  await expect.poll(() => sheet.count()).toBe(1);
  return sheet;
}

/** Makes the actor the page user's one target (the panel's button toggles, so only when not yet). */
export async function target(page: Page, actorId: string): Promise<void> {
  const button = page.locator(`[data-actor-id="${actorId}"] .target-toggle`);
  if ((await button.getAttribute("class"))?.includes("active")) return;
  await button.click();
  await expect.poll(() => button.getAttribute("class")).toContain("active");
}

/** Rolls initiative with the given d6 per actor and begins the combat (the GM's tracker buttons). */
export async function rollAndBegin(gm: Page, d6: Record<string, number>): Promise<void> {
  const order = await gm.evaluate(
    () => (window as unknown as Win).game.combat?.combatants.contents.map((c) => c.actorId) ?? [],
  );
  await queueDice(
    gm,
    order.map((id) => d6[id] ?? 1),
  );
  await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
  await gm.waitForFunction(() =>
    (
      window as unknown as { game: { combat: { combatants: { contents: { initiative: number | null }[] } } } }
    ).game.combat.combatants.contents.every((c) => typeof c.initiative === "number"),
  );
  await resetStats(gm);
  await gm.locator('#combat-panel [data-action="startCombat"]').click();
  await gm.locator("#combat-panel .tempo-cr-row.active").waitFor();
}

/** The active combatant's name in a page's tracker. */
export async function activeName(page: Page): Promise<string | null> {
  return page.locator("#combat-panel .tempo-cr-row.active .tempo-combatant-name").textContent();
}

/** The `data-source` of each modifier line of a card list (".tempo-cr-attack-mods" / "-defense-mods"). */
export async function modSources(page: Page, list: "attack" | "defense"): Promise<string[]> {
  return lastCard(page)
    .locator(`.tempo-cr-${list}-mods li`)
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.source ?? ""));
}

/** The notifications a page has shown (errors included), newest last. */
export async function notices(page: Page): Promise<string[]> {
  return (await notifications(page)).map((n) => n.message);
}

/** The combatant id of an actor in the sample combat. */
export async function combatantId(page: Page, actorId: string): Promise<string> {
  const id = (await turnState(page))?.byActor[actorId];
  if (!id) throw new Error(`no combatant for ${actorId}`);
  return id;
}

/** The last opportunity card of a page. */
export const lastOffer = (page: Page) => page.locator(".chat-message .tempo-cr-opportunity-card").last();

/** Waits a moment, for checks that nothing was written. */
export const settle = (ms = 400): Promise<void> => new Promise((r) => setTimeout(r, ms));
