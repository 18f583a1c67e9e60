// Hostile names under Segmented Rounds and Combat Roll (hostile.test.ts covers Time Count): markup,
// scripts and Handlebars braces in actor, item, spell and combatant names show as text on the sheet,
// the rulesets' dialogs, the attack card and the tracker, and never run, on the GM's and a player's page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startTempo, type Sandbox } from "./harness";
import * as sg from "../foundry/segments/sandbox-helpers";
import * as cr from "../foundry/combat-roll/e2e-helpers";

const img = (name: string) => `<img src=x onerror="window.__pwned=1">${name}`;
const script = (name: string) => `<script>window.__pwned=2</script>${name}`;
const braces = (name: string) => `${name} {{constructor.constructor}} {{#each}}`;
const svg = (name: string) => `<svg onload="window.__pwned=3">${name}`;

interface Doc {
  id: string;
  update(changes: object): Promise<unknown>;
}
type Win = Window & {
  __pwned?: number;
  __sandbox: { errors: string[] };
  game: {
    actors: { get(id: string): (Doc & { items: { get(id: string): Doc | undefined } }) | undefined };
    combat: { combatants: { contents: (Doc & { actorId: string })[] } } | null;
    scenes: { active: { tokens: { contents: (Doc & { actorId: string })[] } } };
  };
};
interface Rename {
  actorId: string;
  name: string;
  items: Record<string, string>;
}

/** Renames actors, some of their items, their tokens and their combatants in the active combat (as the GM). */
async function rename(gm: Page, renames: Rename[]): Promise<void> {
  await gm.evaluate(async (list) => {
    const g = (window as unknown as Win).game;
    for (const r of list) {
      const actor = g.actors.get(r.actorId);
      if (!actor) throw new Error(`no actor ${r.actorId}`);
      for (const [id, name] of Object.entries(r.items)) {
        const item = actor.items.get(id);
        if (!item) throw new Error(`no item ${id}`);
        await item.update({ name });
      }
      await actor.update({ name: r.name });
      for (const c of g.combat?.combatants.contents ?? [])
        if (c.actorId === r.actorId) await c.update({ name: r.name });
      // and its tokens: a card names the token (an unlinked one keeps its own name)
      for (const t of g.scenes.active.tokens.contents)
        if (t.actorId === r.actorId) await t.update({ name: r.name });
    }
  }, renames);
}

/** The text of an element with its whitespace collapsed (a card title spans lines). */
const text = async (page: Page, selector: string): Promise<string | undefined> =>
  (await page.locator(selector).last().textContent())?.replace(/\s+/g, " ").trim();

/** The combatant id of an actor in the page's active combat. */
const combatantOf = (page: Page, actorId: string): Promise<string> =>
  page.evaluate(
    (id) =>
      (window as unknown as Win).game.combat?.combatants.contents.find((c) => c.actorId === id)?.id ?? "",
    actorId,
  );

/** Nothing the names carried exists as markup or ran: no image, no handler, no flag, no error. */
async function expectNothingRan(...pages: Page[]): Promise<void> {
  for (const page of pages) {
    await page.waitForTimeout(200); // an image error or a load handler would fire by now
    expect(await page.locator("img[src='x'], [onerror], [onload], script:not([src])").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as Win).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
  }
}

describe("hostile names under Segmented Rounds", () => {
  const HALVAINE = "sgActHalvaine001";
  const BUGBEAR = "sgActBugbear0001";
  const DAGGER = "sgActHalvItem001";
  const FLAME_DART = "sgActHalvItem002";
  const CASTER = braces("Halvaine");
  const FOE = img("Bugbear");
  const WEAPON = script("Dagger");
  const SPELL = svg("Flame Dart");
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    sb = await startTempo({ ruleset: "segments" });
    gm = await sb.open("gm");
    await sg.createEncounterCombat(gm);
    await rename(gm, [
      { actorId: HALVAINE, name: CASTER, items: { [DAGGER]: WEAPON, [FLAME_DART]: SPELL } },
      { actorId: BUGBEAR, name: FOE, items: {} },
    ]);
    player = await sb.open("player");
  }, 90_000);

  afterAll(async () => {
    await sb?.close();
  });

  it("the sheet shows the actor's, the weapon's and the spell's names as text", async () => {
    const sheet = await sg.sheetOf(gm, HALVAINE);
    await expect.poll(() => sheet.count()).toBe(1);
    expect(await sheet.locator("input[name='name']").inputValue()).toBe(CASTER);
    expect(await sheet.locator(`.tempo-item[data-item-id="${DAGGER}"] .tempo-item-name`).textContent()).toBe(
      WEAPON,
    );
    expect(
      await sheet.locator(`.tempo-item[data-item-id="${FLAME_DART}"] .tempo-item-name`).textContent(),
    ).toBe(SPELL);
    const weaponCell = sheet.locator(`.tempo-sg-weapon[data-item-id="${DAGGER}"] .tempo-sg-weapon-name`);
    expect(await weaponCell.evaluate((e) => e.firstChild?.textContent?.trim())).toBe(WEAPON);
    const spellRow = sheet.locator(`.tempo-sg-spell-item[data-item-id="${FLAME_DART}"]`);
    expect(await spellRow.locator(".tempo-item-name").textContent()).toBe(SPELL);
  });

  it("the attack on the targeted foe in a surprise segment: the dialog's and the card's titles show the names as text", async () => {
    // the party rolls 6 (alert), the monsters 1 (surprised): Halvaine may strike in surprise segment 1
    await sg.dice(gm, [6, 1]);
    await gm.locator("#combat-panel .tempo-sg-surprise-both").click();
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("surprise");
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${HALVAINE}"]`);
    await sg.target(gm, [BUGBEAR]);
    await sheet.locator(`.tempo-sg-weapon[data-item-id="${DAGGER}"] .tempo-sg-attack`).click();
    const title = `${CASTER} attacks ${FOE} with ${WEAPON}`;
    await expect.poll(() => text(gm, ".application.dialog .tempo-sg-dialog-title")).toBe(title);
    // THAC0 19 against the Bugbear's AC 5 needs 14: a natural 14 hits; the dagger's 1d4 rolls 3
    await sg.dice(gm, [14, 3]);
    await sg.dialog(gm).locator('button[data-dialog-action="roll"]').click();
    await expect.poll(() => text(gm, ".chat-message .tempo-attack-card .tempo-card-title")).toBe(title);
    await expect(sg.lastCard(gm).getAttribute("data-outcome")).resolves.toBe("hit");
    await expect.poll(() => text(player, ".chat-message .tempo-attack-card .tempo-card-title")).toBe(title);
    await sb.screenshot(gm, "hostile-segments");
  });

  it("the spell declared from the sheet shows as text in the dialog, the tracker's row and its spell list", async () => {
    // through the surprise segments to round 1's declarations
    await sg.stepOutOf(gm, "surprise");
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("declaration");
    await sg.sheetOf(gm, HALVAINE);
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${HALVAINE}"]`);
    await sheet.locator(`.tempo-sg-declare-spell[data-spell-id="${FLAME_DART}"]`).click();
    await expect.poll(() => sg.dialog(gm).locator('[name="spellId"]').inputValue()).toBe(FLAME_DART);
    expect(await text(gm, ".application.dialog .tempo-sg-dialog-title")).toBe(`Declaration of ${CASTER}`);
    const option = sg.dialog(gm).locator(`[name="spellId"] option[value="${FLAME_DART}"]`);
    expect(await option.textContent()).toContain(`${SPELL} (`);
    await sg.dialog(gm).locator('button[data-dialog-action="declare"]').click();
    const caster = await combatantOf(gm, HALVAINE);
    await expect
      .poll(async () => (await sg.record(gm)).round.state.declarations[caster]?.spell?.name)
      .toBe(SPELL);
    await expect.poll(() => sg.rowPart(gm, caster, ".tempo-sg-declaration").textContent()).toContain(SPELL);
    const spell = sg.tracker(gm).locator(`.tempo-sg-spell[data-combatant-id="${caster}"]`);
    await expect.poll(() => spell.locator("em").textContent()).toBe(SPELL);
    expect(await spell.locator(".tempo-sg-caster").textContent()).toBe(CASTER);
    // the player owns Halvaine: the row and the spell list show her declaration to them too
    await expect
      .poll(() => sg.rowPart(player, caster, ".tempo-sg-declaration").textContent())
      .toContain(SPELL);
    for (const page of [gm, player]) {
      const names = await page.locator("#combat-panel .tempo-sg-row .tempo-combatant-name").allTextContents();
      expect(names.filter((n) => n.includes("Halvaine") || n.includes("Bugbear")).sort()).toEqual(
        [FOE, CASTER].sort(),
      );
    }
  });

  it("nothing ran on either page", async () => {
    await expectNothingRan(gm, player);
  });
});

describe("hostile names under Combat Roll", () => {
  const LONGSWORD = "crActAldGear0000";
  const FIGHTER = braces("Aldric");
  const FOE = img("Ork Raider");
  const WEAPON = script("Longsword");
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    ({ sb, gm, player } = await cr.startCombatRoll());
    // Initiative first: its chat message comes from the sandbox's stand-in for Foundry's own
    // Combat#rollInitiative, which shows the combatant's name as markup (the known issue below).
    await cr.rollAndBegin(gm, { [cr.ALDRIC]: 6, [cr.ORK]: 5, [cr.GOBLIN]: 1 });
    await rename(gm, [
      { actorId: cr.ALDRIC, name: FIGHTER, items: { [LONGSWORD]: WEAPON } },
      { actorId: cr.ORK, name: FOE, items: {} },
    ]);
  }, 90_000);

  afterAll(async () => {
    await sb?.close();
  });

  it("the sheet shows the actor's and the weapon's names as text", async () => {
    const sheet = await cr.openSheet(gm, cr.ALDRIC);
    await expect.poll(() => sheet.locator("input[name='name']").inputValue()).toBe(FIGHTER);
    expect(
      await sheet.locator(`.tempo-item[data-item-id="${LONGSWORD}"] .tempo-item-name`).textContent(),
    ).toBe(WEAPON);
    expect(
      await sheet.locator(`.tempo-cr-weapon[data-item-id="${LONGSWORD}"] .tempo-item-name`).textContent(),
    ).toBe(WEAPON);
  });

  it("the tracker shows the combatants' names as text in its rows and its End Turn button", async () => {
    const rowName = (page: Page, id: string) =>
      page.locator(`#combat-panel .tempo-ap-row[data-combatant-id="${id}"] .tempo-combatant-name`);
    const fighter = await combatantOf(gm, cr.ALDRIC);
    const foe = await combatantOf(gm, cr.ORK);
    await expect.poll(() => cr.activeName(gm)).toBe(FIGHTER);
    for (const page of [gm, player]) {
      await expect.poll(() => rowName(page, foe).textContent()).toBe(FOE);
      expect(await rowName(page, fighter).textContent()).toBe(FIGHTER);
    }
    await expect.poll(() => text(player, "#combat-panel .tempo-ap-end-turn")).toBe(`End ${FIGHTER}'s turn`);
  });

  it("the strike on the targeted foe: the dialog's and the card's titles show the names as text", async () => {
    const sheet = await cr.openSheet(gm, cr.ALDRIC);
    await cr.target(gm, cr.ORK);
    await sheet.locator(`.tempo-cr-weapon[data-item-id="${LONGSWORD}"] .tempo-cr-strike`).click();
    const title = `${FIGHTER} attacks ${FOE} with ${WEAPON}`;
    await expect.poll(() => text(gm, ".application.dialog .tempo-cr-dialog-title")).toBe(title);
    await cr.dialog(gm).locator('[data-dialog-action="roll"]').click();
    await expect.poll(() => text(gm, ".chat-message .tempo-cr-attack-card .tempo-card-title")).toBe(title);
    await expect
      .poll(() => text(player, ".chat-message .tempo-cr-attack-card .tempo-card-title"))
      .toBe(title);
    expect(await text(gm, ".chat-message .tempo-cr-attack-card .tempo-cr-waiting")).toBe(
      `${FOE} chooses a defence before anyone rolls.`,
    );
    // the GM takes no defence for the Ork; Aldric's 12 rolls 2 and the card shows the outcome
    await cr.dice(gm, [2]);
    await cr.lastCard(gm).locator('[data-kind="none"]').click();
    await expect.poll(() => cr.lastCard(gm).locator(".tempo-cr-waiting").count()).toBe(0);
    expect(await text(gm, ".chat-message .tempo-cr-attack-card .tempo-card-title")).toBe(title);
    await sb.screenshot(gm, "hostile-combat-roll");
  });

  it("nothing ran on either page", async () => {
    await expectNothingRan(gm, player);
  });

  // The initiative message comes from the stand-in's Combat#rollInitiative; its flavor is HTML, so the
  // combatant's name must arrive there escaped.
  it("the initiative chat message shows a combatant's name as text", async () => {
    const foe = await combatantOf(gm, cr.ORK);
    await cr.dice(gm, [3]);
    await gm.evaluate(
      (id) =>
        (
          window as unknown as { game: { combat: { rollInitiative(ids: string[]): Promise<unknown> } } }
        ).game.combat.rollInitiative([id]),
      foe,
    );
    await expect.poll(() => text(gm, ".chat-message .flavor-text")).toContain("rolls for Initiative!");
    expect(await gm.locator(".chat-message .flavor-text img[src='x']").count()).toBe(0);
    await expect(text(gm, ".chat-message .flavor-text")).resolves.toContain("<img src=x");
  });
});
