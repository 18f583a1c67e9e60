// Monster stat blocks (issue 31): an npc's Combat tab opens on the numbers a GM runs it from, read as the
// seed's monster entries (each checked here against the bestiary sample), above the combat block whose
// attack buttons are the character sheet's own; a character's sheet has no stat block. Each block is
// screenshot under the light and the dark theme into artifacts/stat-block-<ruleset>-<theme>.png, and
// axe finds nothing in it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { queueDice, screenshotPart, startTempo, useSandbox, USERS, waitReady, type Sandbox } from "./harness";
import { axeViolations } from "./axe";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  activeName,
  openTokenSheet,
  rollRef,
  target,
} from "../foundry/die-step/e2e-helpers";
import { ORK, rollAndBegin } from "../foundry/combat-roll/e2e-helpers";
import { SAMPLE_LINES } from "../fixtures/stat-block-samples";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

type Win = Window & {
  Actor: { create(d: object, o: object): Promise<{ id: string }> };
  game: {
    actors: {
      get(id: string): { sheet: { render(force: boolean): Promise<unknown> } } | undefined;
      getName(n: string): { id: string } | undefined;
    };
  };
};

/** A bestiary sample as a world actor (its pack source, id kept). */
function sample(pack: string, file: string): object {
  const source = readFileSync(join(ROOT, "packs/_source", pack, `${file}.json`), "utf8");
  const { _key: _k, ...data } = JSON.parse(source) as Record<string, unknown>;
  return data;
}

/** What one ruleset's case checks: its sample monster, the block's lines, an attack from its sheet. */
interface Case {
  ruleset: string;
  pack: string;
  file: string;
  /** The block's terms and values, in order, as the seed's entry gives them. */
  lines: [string, string][];
  /** The attack: from a sheet of the sample world (`attacker` by name) at `target`, the card it posts. */
  attack: {
    attacker: string;
    target: string;
    button: string;
    dice: number[];
    card: string;
    text: string;
    /** What the ruleset needs first (Die-Step: the fight begun, the attacker's turn). */
    begin?: (gm: Page) => Promise<void>;
    /** Die-Step: no dialog, the card waits for the defender's choice. */
    noDialog?: boolean;
    /** The attack from the monster's token's sheet (an unlinked token acts in the fight, as at the table). */
    tokenSheet?: boolean;
  };
}

const CASES: Case[] = [
  {
    ruleset: "segments",
    pack: "segments-bestiary",
    file: "ogre",
    // the ogre: AC 5, MV 90 ft, HD 4 (22 hp), THAC0 15, one attack of 1d10 (great club, Strength +2),
    // surprised and surprising on 1-2, morale 10, 125 XP
    lines: SAMPLE_LINES["segments"],
    attack: {
      attacker: "Bugbear",
      target: "Oswin",
      button: ".tempo-sg-attack",
      dice: [11, 3, 2],
      card: ".tempo-attack-card .tempo-card-title",
      text: "Bugbear attacks Oswin with Morning Star",
    },
  },
  {
    ruleset: "three-action",
    pack: "three-action-bestiary",
    file: "bandit-brute",
    // seed 001's words: Level, HP, the two Defenses, Speed, STR / DEX / ESS, Energy; its Greataxe
    lines: SAMPLE_LINES["three-action"],
    attack: {
      attacker: "Bandit Brute",
      target: "Mira",
      button: ".tempo-ta-attack",
      dice: [15, 6],
      card: ".tempo-ta-card header",
      text: "Bandit Brute → Mira",
    },
  },
  {
    ruleset: "time-count",
    pack: "time-count-bestiary",
    file: "bandit",
    // seed 004's words: hit points, Threshold of Pain, the five defences, Accuracy, Power, Speed, Size
    lines: SAMPLE_LINES["time-count"],
    attack: {
      attacker: "Bandit",
      target: "Zherynn",
      button: ".tempo-tc-attack",
      dice: [15, 3],
      card: ".tempo-attack-card .tempo-card-title",
      text: "Bandit attacks Zherynn with Club",
    },
  },
  {
    ruleset: "die-step",
    pack: "die-step-bestiary",
    file: "grukk",
    // seed 002's words: the seven dice, HP, MP, AP; the spear rolls ATT against the target's DEF
    lines: SAMPLE_LINES["die-step"],
    attack: {
      attacker: "Grukk the Orc Chieftain",
      target: "Brenna",
      button: ".tempo-ds-attack",
      dice: [],
      card: ".tempo-ds-card .tempo-card-title",
      text: "Grukk the Orc Chieftain",
      noDialog: true,
      tokenSheet: true,
      // REF for the order (Grukk first), then Begin: his turn, 3 AP
      async begin(gm) {
        await rollRef(gm, { [GRUKK]: 6, [BRENNA]: 5, [GOBLIN]: 2 });
        await gm.locator('#combat-panel [data-action="startCombat"]').click();
        await expect.poll(() => activeName(gm)).toBe("Grukk the Orc Chieftain");
      },
    },
  },
  {
    ruleset: "combat-roll",
    pack: "combat-roll-bestiary",
    file: "ork-raider",
    // seed 003's words: Health, PER, the armour rating that applies (its leather, AR 1), STR, AGI, the tests
    lines: SAMPLE_LINES["combat-roll"],
    attack: {
      attacker: "Ork Raider",
      target: "Aldric",
      button: ".tempo-cr-strike",
      dice: [],
      card: ".tempo-card-title",
      text: "Ork Raider attacks Aldric with Battle Axe",
      tokenSheet: true,
      // initiative (the Ork first), then Begin: his turn, 3 AP
      async begin(gm) {
        await rollAndBegin(gm, { [ORK]: 6 });
        await expect.poll(() => activeName(gm)).toBe("Ork Raider");
      },
    },
  },
];

async function idOf(page: Page, name: string): Promise<string> {
  const id = await page.waitForFunction((n) => (window as unknown as Win).game.actors.getName(n)?.id, name);
  return String(await id.jsonValue());
}

async function openSheet(page: Page, id: string): Promise<Locator> {
  await page.evaluate((i) => (window as unknown as Win).game.actors.get(i)?.sheet.render(true), id);
  const sheet = page.locator(`form.application.sheet[id$="Actor-${id}"]`).first();
  await sheet.waitFor();
  return sheet;
}

async function blockLines(block: Locator): Promise<[string, string][]> {
  return block
    .locator(".tempo-stat-block-lines > div")
    .evaluateAll((rows) =>
      rows.map((r) => [r.querySelector("dt")?.textContent ?? "", r.querySelector("dd")?.textContent ?? ""]),
    );
}

for (const c of CASES)
  describe(`${c.ruleset}: the ${c.file}'s stat block`, () => {
    let sb: Sandbox;
    let gm: Page;
    let id = "";
    useSandbox(
      async () => {
        const started = await startTempo({ ruleset: c.ruleset });
        const page = await started.open("gm");
        return { sb: started, gm: page };
      },
      async (s) => {
        ({ sb, gm } = s);
        // the sample from its pack source (the sample world may hold it already, seeded from the same pack)
        id = await gm.evaluate(
          async (data: { _id: string }) => {
            const w = window as unknown as Win;
            return w.game.actors.get(data._id) ? data._id : (await w.Actor.create(data, { keepId: true })).id;
          },
          sample(c.pack, c.file) as { _id: string },
        );
      },
      90_000,
    );

    for (const theme of ["light", "dark"] as const)
      it(`under the ${theme} theme: the seed's numbers in order, axe clean, screenshot`, async () => {
        if (theme === "dark") {
          await gm.goto(`${sb.url}?user=${USERS.gm}&theme=dark`);
          await waitReady(gm);
        }
        const sheet = await openSheet(gm, id);
        const block = sheet.locator(".tempo-stat-block");
        await expect(block.locator(".tempo-stat-block-name").textContent()).resolves.toBe(
          JSON.parse(readFileSync(join(ROOT, "packs/_source", c.pack, `${c.file}.json`), "utf8")).name,
        );
        expect(await blockLines(block)).toEqual(c.lines);
        // the block sits on the Combat tab, above the combat block with its buttons
        await expect(sheet.locator('.tab[data-tab="combat"] .tempo-stat-block + *').count()).resolves.toBe(1);
        expect(await axeViolations(sheet)).toEqual([]);
        await screenshotPart(sheet, `stat-block-${c.ruleset}-${theme}`);
      });

    it("its attack button is the combat block's: the same roll and card as from any sheet", async () => {
      const a = c.attack;
      await a.begin?.(gm);
      const attackerId = await idOf(gm, a.attacker);
      // a monster's token acts (unlinked: its token's actor), as at the table
      const attacker = a.tokenSheet ? await openTokenSheet(gm, attackerId) : await openSheet(gm, attackerId);
      await target(gm, await idOf(gm, a.target));
      if (a.dice.length) await queueDice(gm, a.dice);
      await attacker.locator(a.button).first().click();
      if (!a.noDialog) {
        const dialog = gm.locator(".application.dialog").last();
        await dialog.waitFor();
        await dialog.locator('[data-dialog-action="roll"]').click();
      }
      await expect.poll(() => gm.locator(`.chat-message ${a.card}`).last().textContent()).toContain(a.text);
    });

    it("its conditions: the active ones listed, one menu adds another, its × removes it", async () => {
      const sheet = await openSheet(gm, id);
      const active = sheet.locator(".tempo-condition-active[data-condition-id]");
      await expect(active.count()).resolves.toBe(0);
      // no row of toggles: the ruleset's conditions wait folded in the menu
      expect(await sheet.locator(".tempo-condition-option").first().isVisible()).toBe(false);
      await sheet.locator(".tempo-condition-add > summary").click();
      // the menu's first condition (each ruleset's own list)
      const option = sheet.locator(".tempo-condition-option").first();
      const picked = (await option.getAttribute("data-condition-id")) ?? "";
      await option.click();
      await expect
        .poll(() => active.evaluateAll((l) => l.map((e) => e.getAttribute("data-condition-id"))))
        .toEqual([picked]);
      await expect(
        sheet.locator(`.tempo-condition-option[data-condition-id="${picked}"]`).count(),
      ).resolves.toBe(0);
      // the chip: the condition's icon and name, then a "×" named for what it does (no second icon)
      const remove = sheet.locator(`.tempo-condition-remove[data-condition-id="${picked}"]`);
      await expect(remove.textContent()).resolves.toBe("×");
      expect(await remove.getAttribute("aria-label")).toMatch(/^Remove /);
      await expect(remove.locator("img").count()).resolves.toBe(0);
      // a menu entry is named by its text alone (no stray language key as its label)
      expect(await sheet.locator(".tempo-condition-option[aria-label]").count()).toBe(0);
      await sheet.locator(".tempo-condition-add > summary").click();
      await screenshotPart(sheet.locator(".tempo-conditions"), `stat-block-${c.ruleset}-conditions`);
      await sheet.locator(`.tempo-condition-remove[data-condition-id="${picked}"]`).click();
      await expect.poll(() => active.count()).toBe(0);
    });

    it("a character's sheet shows no stat block", async () => {
      const pc = await gm.evaluate(() => {
        const w = window as unknown as { game: { actors: { contents: { id: string; type: string }[] } } };
        return w.game.actors.contents.find((a) => a.type === "character")?.id ?? "";
      });
      const sheet = await openSheet(gm, pc);
      await sheet.locator(".tempo-stats").waitFor();
      await expect(sheet.locator(".tempo-stat-block").count()).resolves.toBe(0);
    });
  });
