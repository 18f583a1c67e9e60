// Helpers of the Combat Roll end-to-end tests (test/e2e/combat-roll*.test.ts): the sample world's
// actors, reading its documents from a sandbox page, and driving the tracker, sheets and dialogs.
import { expect } from "vitest";
import type { Page } from "playwright-core";
import {
  firstTokensOnly,
  notifications,
  queueDice,
  resetStats,
  startTempo,
  type Sandbox,
} from "../../e2e/harness";

// The harness's helpers too, so that a suite imports from one place.
export * from "../../e2e/harness";
export { queueDice as dice } from "../../e2e/harness";

export const ALDRIC = "crActAldric00001";
export const ORK = "crActOrkRaider01";
export const GOBLIN = "crActGoblinArch1";

interface CrStats {
  health: { value: number };
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
    scenes: {
      active: {
        tokens: {
          find(
            f: (t: { actorId: string }) => boolean,
          ): { actor: { system: { stats: { combatRoll: CrStats } } } } | undefined;
        };
      } | null;
    };
    combat: {
      round: number;
      combatants: { contents: { id: string; actorId: string; tokenId: string; name: string }[] };
      system: {
        ruleset: string;
        turns: { active: string | null; round: number; combatants: Record<string, CombatantTurn> };
      };
    } | null;
  };
};

/**
 * A sandbox on a private build, its world in Combat Roll, with a GM page and a player page; given the d6 of
 * each actor's `initiative`, the GM also rolls it and begins the combat.
 */
export async function startCombatRoll(
  initiative?: Record<string, number>,
  { everyToken = false }: { everyToken?: boolean } = {},
): Promise<{ sb: Sandbox; gm: Page; player: Page }> {
  const sb = await startTempo({ ruleset: "combat-roll" });
  const gm = await sb.open("gm");
  // The GM's client created the encounter through Tempo's Combat class: it began under Combat Roll.
  await gm.waitForFunction(() => (window as unknown as Win).game.combat?.system.ruleset === "combat-roll");
  // a combatant per token of the scene (two of the Ork Raider)
  await gm.waitForFunction(() => (window as unknown as Win).game.combat?.combatants.contents.length === 4);
  // The suites are scripted for one Ork; the sample's second Ork token fights in unlinked-tokens.
  if (!everyToken) await firstTokensOnly(gm);
  const player = await sb.open("player");
  if (initiative) await rollAndBegin(gm, initiative);
  return { sb, gm, player };
}

/** The combat-roll block of an actor, as the page sees it. */
export async function crStats(page: Page, actorId: string): Promise<CrStats | undefined> {
  return page.evaluate((id) => {
    // the actor of its first token (an unlinked monster's first token), else the world actor
    const g = (window as unknown as Win).game;
    const actor = g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id);
    return JSON.parse(JSON.stringify(actor?.system.stats.combatRoll ?? null)) as CrStats | undefined;
  }, actorId);
}

/** Whether the actor (its first token's actor, else the world actor) has the condition's status effect. */
export async function hasStatus(page: Page, actorId: string, status: string): Promise<boolean> {
  return page.evaluate(
    ([id, st]) => {
      const g = (window as unknown as Win).game;
      const actor = (g.scenes.active?.tokens.find((t) => t.actorId === id)?.actor ?? g.actors.get(id)) as
        { statuses?: Set<string> } | undefined;
      return actor?.statuses?.has(st) ?? false;
    },
    [actorId, status] as const,
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
    // an actor's first combatant (the second token of a monster is its own, by its token)
    for (const c of combat.combatants.contents) byActor[c.actorId] ??= c.id;
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

/** A sheet action's button (`data-tempo-action`), by its action and (for a skill test) its id. */
export const action = (id: string, actionId?: string) =>
  actionId
    ? `[data-tempo-action="${id}"][data-action-id="${actionId}"]`
    : `[data-tempo-action="${id}"]:not([data-action-id])`;

export const lastCard = (page: Page) => page.locator(".chat-message .tempo-cr-card").last();
/** The last attack card (a Strike or a spell attack), past any opportunity or grapple card. */
export const lastAttack = (page: Page) => page.locator(".chat-message .tempo-cr-attack-card").last();
export const sheetOf = (page: Page, actorId: string) =>
  page.locator(`form.application.sheet[id$="Actor-${actorId}"]`);
export const dialog = (page: Page) => page.locator(".application.dialog");

/** Opens an actor's sheet from the actors panel and waits for it. */
export async function openSheet(page: Page, actorId: string) {
  await page.locator(`[data-actor-id="${actorId}"] .open-sheet`).first().click();
  const sheet = sheetOf(page, actorId).first();
  await expect.poll(() => sheet.count()).toBe(1);
  return sheet;
}

/** Makes the actor the page user's one target (the panel's button toggles, so only when not yet). */
export async function target(page: Page, actorId: string): Promise<void> {
  const button = page.locator(`[data-actor-id="${actorId}"] .target-toggle`).first();
  if ((await button.getAttribute("class"))?.includes("active")) return;
  await button.click();
  await expect.poll(() => button.getAttribute("class")).toContain("active");
}

/**
 * The player's Strike from the attacker's sheet on a target, through the positioning dialog as it opens;
 * done when the card waits on the GM's page for the defender's choice.
 */
export async function strikeFromSheet(
  player: Page,
  gm: Page,
  attacker: string,
  defender: string,
): Promise<void> {
  const sheet = await openSheet(player, attacker);
  await target(player, defender);
  await sheet.locator(".tempo-cr-strike").click();
  await expect.poll(() => dialog(player).count()).toBe(1);
  await dialog(player).locator('[data-dialog-action="roll"]').click();
  await expect.poll(() => lastCard(gm).locator('[data-kind="dodge"]').count()).toBe(1);
}

/** Rolls initiative with the given d6 per actor and begins the combat (the GM's tracker buttons). */
/** The d6 are given per actor id (its first token) or per token id; any other combatant rolls a 1. */
export async function rollAndBegin(gm: Page, d6: Record<string, number>): Promise<void> {
  const order = await gm.evaluate(
    () =>
      (window as unknown as Win).game.combat?.combatants.contents.map((c) => [c.actorId, c.tokenId]) ?? [],
  );
  const seen = new Set<string>();
  await queueDice(
    gm,
    order.map(([actorId = "", tokenId = ""]) => {
      const first = !seen.has(actorId);
      seen.add(actorId);
      return d6[tokenId] ?? (first ? d6[actorId] : undefined) ?? 1;
    }),
  );
  await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
  await gm.waitForFunction(() =>
    (
      window as unknown as { game: { combat: { combatants: { contents: { initiative: number | null }[] } } } }
    ).game.combat.combatants.contents.every((c) => typeof c.initiative === "number"),
  );
  await resetStats(gm);
  await gm.locator('#combat-panel [data-action="startCombat"]').click();
  await gm.locator("#combat-panel .tempo-ap-row.active").waitFor();
}

/** The active combatant's name in a page's tracker. */
export async function activeName(page: Page): Promise<string | null> {
  return page.locator("#combat-panel .tempo-ap-row.active .tempo-combatant-name").textContent();
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

/** An actor's sheet Move, ticking in its dialog the foes whose reach it leaves, then Move. */
export async function moveLeaving(gm: Page, player: Page, actorId: string, foes: string[]): Promise<void> {
  const sheet = await openSheet(player, actorId);
  await sheet.locator(action("move", "move")).click();
  await expect.poll(() => dialog(player).count()).toBe(1);
  for (const foe of foes)
    await dialog(player)
      .locator(`input[name="foe-${await combatantId(gm, foe)}"]`)
      .check();
  await dialog(player).locator('[data-dialog-action="move"]').click();
}
