// Helpers of the Segmented Rounds end-to-end tests (test/e2e/segments*.test.ts): the sample world's actors,
// starting a sandbox on the ruleset, reading the world of a sandbox page and driving its tracker, sheets
// and dialogs.
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { queueDice, startTempo, type Sandbox } from "../../e2e/harness";

// The harness's helpers too, so that a suite imports from one place.
export * from "../../e2e/harness";
export { queueDice as dice } from "../../e2e/harness";

export const HALVAINE = "sgActHalvaine001";
export const OSWIN = "sgActOswin000001";
export const SHAMAN = "sgActGobShaman01";
export const BUGBEAR = "sgActBugbear0001";
/** Halvaine's Flame Dart (a two-segment spell). */
export const FLAME_DART = "sgActHalvItem002";

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
  game: {
    actors: {
      get(
        id: string,
      ): { system: { stats: { segments: { hp: { value: number } } } }; statuses: Set<string> } | undefined;
    };
    scenes: {
      active: {
        tokens: {
          find(f: (t: { actorId: string }) => boolean):
            | {
                actor: {
                  system: { stats: { segments: { hp: { value: number } } } };
                  statuses: Set<string>;
                };
              }
            | undefined;
        };
      } | null;
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
    // an actor's first combatant (the second token of a monster is its own, by its token)
    for (const c of combat.combatants.contents) byActor[c.actorId] ??= c.id;
    return {
      round: JSON.parse(JSON.stringify(combat.system.round)) as Round,
      byActor,
      combatRound: combat.round,
      segment: combat.system.segment,
      phase: combat.system.phase,
    };
  });
}

/** The engine's state of the round (phase, segment, declarations...). */
export const roundState = async (page: Page) => (await record(page)).round.state;

/** The GM's Next segment: waits until the round is one segment on, or has left its phase. */
export async function step(gm: Page): Promise<void> {
  const before = await roundState(gm);
  await clock(gm, "advance").click();
  await expect
    .poll(async () => {
      const now = await roundState(gm);
      return now.phase !== before.phase || now.segment === before.segment + 1;
    })
    .toBe(true);
}

/** Steps the round one segment at a time until it is at `segment` (or the round has ended). */
export async function stepTo(gm: Page, segment: number): Promise<void> {
  for (let now = await roundState(gm); now.phase === "segments" && now.segment < segment;) {
    await step(gm);
    now = await roundState(gm);
  }
  const at = await roundState(gm);
  if (at.phase === "segments") expect(at.segment).toBe(segment);
}

/** Steps until the round leaves `phase` (the surprise segments, or the ten segments). */
export async function stepOutOf(gm: Page, phase: "surprise" | "segments"): Promise<void> {
  for (let i = 0; i < 10 && (await roundState(gm)).phase === phase; i++) await step(gm);
  expect((await roundState(gm)).phase).not.toBe(phase);
}
/** An actor's hit points: its first token's actor (an unlinked monster's first token), else the world actor. */
export const hp = (page: Page, id: string) =>
  page.evaluate((a) => {
    const g = (window as unknown as Win).game;
    const actor = g.scenes.active?.tokens.find((t) => t.actorId === a)?.actor ?? g.actors.get(a);
    return actor?.system.stats.segments.hp.value;
  }, id);
/** An actor's conditions (its status effects' ids, each `true`), as the page sees them (its first token's actor). */
export const conditions = (page: Page, id: string) =>
  page.evaluate((a) => {
    const g = (window as unknown as Win).game;
    const actor = g.scenes.active?.tokens.find((t) => t.actorId === a)?.actor ?? g.actors.get(a);
    return actor ? Object.fromEntries([...actor.statuses].map((s) => [s, true])) : undefined;
  }, id);
export const worldTime = (page: Page) => page.evaluate(() => (window as unknown as Win).game.time.worldTime);
export const tracker = (page: Page) => page.locator("#combat-panel .tempo-segments");
/** The tracker's current segment. */
export const currentSegment = (page: Page) => tracker(page).locator(".tempo-sg-segment.current");
export const lastCard = (page: Page) => page.locator(".chat-message .tempo-attack-card").last();
export const dialog = (page: Page) => page.locator(".application.dialog").last();
/** A button of the open dialog, by its action ("roll", "declare", "cancel"). */
export const dialogButton = (page: Page, action: string) =>
  dialog(page).locator(`button[data-dialog-action="${action}"]`);
/** The title of the page's last attack card. */
export const cardTitle = (page: Page) => lastCard(page).locator(".tempo-card-title").textContent();
export const clock = (page: Page, action: string) =>
  page.locator(`#combat-panel [data-tempo-action="${action}"]`).first();

export async function sheetOf(page: Page, actorId: string) {
  await page.locator(`[data-actor-id="${actorId}"] .open-sheet`).first().click();
  return page.locator(`form.application.sheet[id$="Actor-${actorId}"]`).first();
}

/** Closes a sheet with its close button (if it has one). */
export async function closeSheet(sheet: Locator): Promise<void> {
  await sheet
    .locator('[data-action="close"]')
    .first()
    .click()
    .catch(() => undefined);
}

/**
 * The GM's tracker Declare button for an actor's combatant, then the dialog's choices. `refused`: the
 * declaration is expected to be refused, which keeps the dialog open with what was typed (and the tracker's
 * action running); otherwise it waits until the tracker is free again.
 */
export async function gmDeclare(
  gm: Page,
  combatantId: string,
  choices: Record<string, string>,
  { refused = false }: { refused?: boolean } = {},
) {
  await gm
    .locator(`#combat-panel .tempo-sg-row[data-combatant-id="${combatantId}"] .tempo-sg-declare`)
    .click();
  const d = dialog(gm);
  for (const [name, value] of Object.entries(choices))
    await d.locator(`[name="${name}"]`).selectOption(value);
  await dialogButton(gm, "declare").click();
  if (refused) return;
  // as a GM sees it: the tracker runs one action at a time, busy until the declaration is written
  await expect.poll(() => gm.locator('#combat-panel [aria-busy="true"]').count()).toBe(0);
}

/**
 * The round's usual opening: no surprise; Oswin at the Bugbear, Halvaine and the Shaman at each other, the
 * Bugbear at Oswin, all melee; the party rolls 5 and the monsters 3, so the party acts in segment 3 alone;
 * the tracker steps there. `ids`: each actor's combatant.
 */
export async function meleeToSegment3(gm: Page, ids: Record<string, string>): Promise<void> {
  await skipSurprise(gm);
  for (const [actor, foe] of [
    [OSWIN, BUGBEAR],
    [HALVAINE, SHAMAN],
    [SHAMAN, HALVAINE],
    [BUGBEAR, OSWIN],
  ] as const)
    await gmDeclare(gm, ids[actor]!, { kind: "melee", targetId: ids[foe]! });
  await closeDeclarationsAndRoll(gm, [5, 3]);
  await stepTo(gm, 3);
}

/**
 * The sandbox seeds its combat without Tempo's _preCreate (it would keep the default ruleset); the GM
 * creates the encounter's combat as Foundry would, after the switch to Segmented Rounds.
 */
export async function createEncounterCombat(gm: Page, { everyToken = false } = {}): Promise<void> {
  await gm.evaluate(async (all) => {
    type Doc = {
      id: string;
      delete(): Promise<unknown>;
      createEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
    };
    const w = window as unknown as {
      game: {
        combats: { contents: Doc[] };
        scenes: { active: { id: string; tokens: { contents: { id: string; actorId: string }[] } } };
      };
      Combat: { create(d: object): Promise<Doc> };
    };
    for (const c of [...w.game.combats.contents]) await c.delete();
    const scene = w.game.scenes.active;
    const combat = await w.Combat.create({ active: true, scene: scene.id });
    // a combatant per token of the scene, as the tracker's "add to combat" does
    // A combatant per token of the scene, as the tracker's "add to combat" does; the suites scripted for
    // the four-combatant fight leave the second Bugbear token out (every up combatant must declare).
    const seen = new Set<string>();
    const tokens = scene.tokens.contents.filter((t) => {
      const first = !seen.has(t.actorId);
      seen.add(t.actorId);
      return all || first;
    });
    await combat.createEmbeddedDocuments(
      "Combatant",
      tokens.map((t) => ({ actorId: t.actorId, tokenId: t.id, sceneId: scene.id })),
    );
  }, everyToken);
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

/**
 * A sandbox on a private build, its world in Segmented Rounds, with the encounter's combat and a GM page;
 * `prepare` sets up the world on the GM's page before anyone else comes. `ids`: each actor's combatant.
 */
export async function startSegmentsGM(
  prepare?: (gm: Page) => Promise<void>,
  { everyToken = false } = {},
): Promise<{ sb: Sandbox; gm: Page; ids: Record<string, string> }> {
  const sb = await startTempo({ ruleset: "segments" });
  const gm = await sb.open("gm");
  await createEncounterCombat(gm, { everyToken });
  await prepare?.(gm);
  return { sb, gm, ids: (await record(gm)).byActor };
}

/** The same with a player page too. */
export async function startSegments(
  prepare?: (gm: Page) => Promise<void>,
  options: { everyToken?: boolean } = {},
): Promise<{ sb: Sandbox; gm: Page; player: Page; ids: Record<string, string> }> {
  const { sb, gm, ids } = await startSegmentsGM(prepare, options);
  const player = await sb.open("player");
  return { sb, gm, player, ids };
}

/** The GM begins the round without surprise (once the tracker offers it): on to declarations. */
export async function skipSurprise(gm: Page): Promise<void> {
  await clock(gm, "beginSurprise").waitFor();
  await gm.locator("#combat-panel .tempo-sg-surprise-none").click();
  await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("declaration");
}

/**
 * Once all four combatants have declared, the GM closes the declarations and rolls the sides' initiative
 * with these d6 (party, monsters): on to the segments.
 */
export async function closeDeclarationsAndRoll(gm: Page, d6: [number, number]): Promise<void> {
  await expect.poll(async () => Object.keys((await record(gm)).round.state.declarations).length).toBe(4);
  await clock(gm, "closeDeclarations").click();
  await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("initiative");
  await queueDice(gm, d6);
  await clock(gm, "rollInitiative").click();
  await expect.poll(() => tracker(gm).getAttribute("data-phase")).toBe("segments");
}

/**
 * A sheet's attack button refused before the click (issue 13): disabled, with the GM's refusal as its
 * tooltip; the sheet re-renders as the round moves on, so the poll waits for it.
 */
export async function expectRefused(button: Locator, reason: string): Promise<void> {
  await expect.poll(() => button.getAttribute("data-tooltip")).toBe(reason);
  await expect(button.isDisabled()).resolves.toBe(true);
}
