// Helpers of the Segmented Rounds end-to-end test (test/e2e/segments.test.ts): reading the world of a
// sandbox page and driving its tracker, sheets and dialogs.
import type { Page } from "playwright-core";
import { expectWrites, queueDice, writes } from "../../e2e/harness";

interface Declaration {
  kind: string;
  targetId?: string;
  spell?: { name: string; castingTimeSegments: number };
  abandoned?: boolean;
}
interface Round {
  state: {
    phase: string;
    round: number;
    segment: number;
    surpriseSegments: number;
    declarations: Record<string, Declaration>;
    initiativeRolls: Record<string, number>;
    spellCompletions: Record<string, number>;
  };
  surprise: {
    rolls: Record<string, number | null>;
    segments: Record<string, number>;
    phase: { actors: string[] }[];
  } | null;
  lost: Record<string, number>;
}
export type Win = Window & {
  __sandbox: { queueDice(d: number[]): void; errors: string[] };
  game: {
    actors: {
      get(
        id: string,
      ):
        | { system: { stats: { segments: { hp: { value: number }; conditions: Record<string, boolean> } } } }
        | undefined;
    };
    time: { worldTime: number };
    combat: {
      round: number;
      system: { round: Round; segment: number; phase: string };
      combatants: { contents: { id: string; actorId: string }[] };
    } | null;
  };
};

export async function record(page: Page): Promise<{
  round: Round;
  byActor: Record<string, string>;
  combatRound: number;
  segment: number;
  phase: string;
}> {
  return page.evaluate(() => {
    const combat = (window as unknown as Win).game.combat;
    if (!combat) throw new Error("no combat");
    const byActor: Record<string, string> = {};
    for (const c of combat.combatants.contents) byActor[c.actorId] = c.id;
    return {
      round: JSON.parse(JSON.stringify(combat.system.round)) as Round,
      byActor,
      combatRound: combat.round,
      segment: combat.system.segment,
      phase: combat.system.phase,
    };
  });
}

export const hp = (page: Page, id: string) =>
  page.evaluate((a) => (window as unknown as Win).game.actors.get(a)?.system.stats.segments.hp.value, id);
export const worldTime = (page: Page) => page.evaluate(() => (window as unknown as Win).game.time.worldTime);
export { expectWrites, queueDice as dice, writes };
export const tracker = (page: Page) => page.locator("#combat-panel .tempo-segments");
export const lastCard = (page: Page) => page.locator(".chat-message .tempo-attack-card").last();
export const dialog = (page: Page) => page.locator(".application.dialog").last();
export const clock = (page: Page, action: string) =>
  page.locator(`#combat-panel [data-clock-action="${action}"]`).first();

export async function sheetOf(page: Page, actorId: string) {
  await page.locator(`[data-actor-id="${actorId}"] .open-sheet`).click();
  return page.locator(`form.application.sheet[id$="Actor-${actorId}"]`);
}

/** The GM's tracker Declare button for an actor's combatant, then the dialog's choices. */
export async function gmDeclare(gm: Page, combatantId: string, choices: Record<string, string>) {
  await gm
    .locator(`#combat-panel .tempo-sg-row[data-combatant-id="${combatantId}"] .tempo-sg-declare`)
    .click();
  const d = dialog(gm);
  for (const [name, value] of Object.entries(choices))
    await d.locator(`[name="${name}"]`).selectOption(value);
  await d.locator('button[data-dialog-action="declare"]').click();
}

/**
 * The sandbox seeds its combat without Tempo's _preCreate (it would keep the default ruleset); the GM
 * creates the encounter's combat as Foundry would, after the switch to Segmented Rounds.
 */
export async function createEncounterCombat(gm: Page): Promise<void> {
  await gm.evaluate(async () => {
    type Doc = {
      id: string;
      delete(): Promise<unknown>;
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    const w = window as unknown as {
      game: { combats: { contents: Doc[] }; actors: { contents: { id: string }[] } };
      Combat: { create(d: object): Promise<Doc> };
    };
    for (const c of [...w.game.combats.contents]) await c.delete();
    const combat = await w.Combat.create({ active: true });
    await combat.createEmbeddedDocuments(
      "Combatant",
      w.game.actors.contents.map((a) => ({ actorId: a.id, tokenId: a.id })),
    );
  });
}

/** Targets exactly these actors' tokens (the sandbox's Target button always releases the others). */
export async function target(page: Page, actorIds: string[]): Promise<void> {
  await page.evaluate((ids) => {
    type Token = { setTarget(on: boolean, o: { releaseOthers: boolean }): void };
    const actors = (
      window as unknown as { game: { actors: { get(id: string): { getActiveTokens(): Token[] } } } }
    ).game.actors;
    ids.forEach((id, i) =>
      actors
        .get(id)
        .getActiveTokens()[0]
        ?.setTarget(true, { releaseOthers: i === 0 }),
    );
  }, actorIds);
}

/** The text of every element matching `selector`, sorted. */
export async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).sort();
}

/** "name:side" of each row of the tracker, sorted. */
export async function rowSides(page: Page): Promise<string[]> {
  const rows = await page
    .locator("#combat-panel .tempo-sg-row")
    .evaluateAll((list) =>
      list.map(
        (r) => `${r.querySelector(".tempo-combatant-name")?.textContent}:${(r as HTMLElement).dataset.side}`,
      ),
    );
  return rows.sort();
}

/** A part of a combatant's row in the tracker (its declaration, a button). */
export const rowPart = (page: Page, combatantId: string, selector: string) =>
  page.locator(`#combat-panel .tempo-sg-row[data-combatant-id="${combatantId}"] ${selector}`);

/** The status the tracker shows for a caster's spell (casting, done, lost...). */
export const spellStatus = (page: Page, combatantId: string) =>
  tracker(page).locator(`.tempo-sg-spell[data-combatant-id="${combatantId}"]`).getAttribute("data-status");

/** The last chat message holding `selector` (a spell-lost or break-free note). */
export const lastNote = (page: Page, selector: string) => page.locator(`.chat-message ${selector}`).last();
