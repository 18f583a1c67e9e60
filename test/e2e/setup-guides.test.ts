// The GM's first session (issue 31), each guide's own steps in its order (docs/guide/<ruleset>.md, "Set
// up the world" and "Run the first fight"), from a new world (no actor, no sample, the default ruleset)
// to a begun fight, in all five rulesets: the welcome; the ruleset chosen in Configure Settings (the
// world reloads, the player's page too); the samples by Import All Content; the dispositions, which the
// samples bring and each token's configuration shows; the encounter placed and toggled into combat; Roll
// All and Begin Combat (Time Count: its own initiative button; Segmented Rounds: no surprise, the
// declarations, the sides' d6). The stand-in has no scene editor: the new world's one scene is the
// stand-in's (docs/foundry-api.md).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  dropOn,
  openSystemSettings,
  pageErrors,
  queueDice,
  startTempo,
  useSandbox,
  waitReady,
  type Sandbox,
} from "./harness";

type Doc = { id: string; name: string };
type Win = Window & {
  game: {
    settings: { get(ns: string, key: string): unknown };
    actors: { contents: (Doc & { prototypeToken: { disposition: number } })[] };
    items: { contents: Doc[] };
    scenes: {
      active: { tokens: { contents: (Doc & { disposition: number })[] } };
    };
    combat: { started: boolean; combatants: { contents: { name: string }[] } } | null;
  };
};

interface Guide {
  ruleset: string;
  /** The bestiary's creatures and their prototype token's disposition (1 Friendly, -1 Hostile). */
  samples: Record<string, number>;
  /** The packs the guide's step 2 imports (Import All Content): the bestiary first. */
  imports: string[];
  /** Whom the guide's first fight puts on the scene. */
  encounter: string[];
  /** The tracker's initiative button (its dice: one or two per combatant, low enough for any die). */
  roll: string;
  /** A ruleset whose round opens its own way (Segmented Rounds: surprise, declarations) runs it here. */
  opening?: (gm: Page) => Promise<void>;
}

/** The combatant ids of a page's viewed combat, by name. */
const combatantIds = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      (
        window as unknown as {
          game: { combat: { combatants: { contents: { id: string; name: string }[] } } };
        }
      ).game.combat.combatants.contents.map((c) => [c.name, c.id]),
    ),
  );

/**
 * Segmented Rounds' opening, as its guide's steps 2 to 4 give it: **No surprise**; every combatant
 * declares (here a melee attack on a foe, from its tracker row); **Close declarations**; the sides' d6.
 */
async function segmentsOpening(gm: Page): Promise<void> {
  const phase = () => gm.locator("#combat-panel .tempo-segments").getAttribute("data-phase");
  const clock = (action: string) => gm.locator(`#combat-panel [data-tempo-action="${action}"]`).first();
  await clock("beginSurprise").waitFor();
  await gm.locator("#combat-panel .tempo-sg-surprise-none").click();
  await expect.poll(phase).toBe("declaration");
  const ids = await combatantIds(gm);
  const foes: Record<string, string> = {
    Oswin: "Bugbear",
    Halvaine: "Goblin Shaman",
    Bugbear: "Oswin",
    "Goblin Shaman": "Halvaine",
  };
  for (const [name, foe] of Object.entries(foes)) {
    await gm
      .locator(`#combat-panel .tempo-sg-row[data-combatant-id="${ids[name]}"] .tempo-sg-declare`)
      .click();
    const dialog = gm.locator(".application.dialog").last();
    await dialog.locator('[name="kind"]').selectOption("melee");
    await dialog.locator('[name="targetId"]').selectOption(ids[foe] ?? "");
    await dialog.locator('button[data-dialog-action="declare"]').click();
    await expect.poll(() => gm.locator('#combat-panel [aria-busy="true"]').count()).toBe(0);
  }
  await clock("closeDeclarations").click();
  await expect.poll(phase).toBe("initiative");
  await queueDice(gm, [5, 3]);
  await clock("rollInitiative").click();
  await expect.poll(phase).toBe("segments");
}

const GUIDES: Guide[] = [
  {
    ruleset: "three-action",
    imports: ["three-action-bestiary", "three-action-gear"],
    samples: { Bandit: -1, "Bandit Archer": -1, "Bandit Brute": -1, Mira: 1 },
    encounter: ["Mira", "Bandit", "Bandit Archer", "Bandit Brute"],
    roll: '[data-action="tempoRollAll"]',
  },
  {
    ruleset: "combat-roll",
    imports: ["combat-roll-bestiary", "combat-roll-gear"],
    samples: { Aldric: 1, "Cave Troll": -1, "Goblin Archer": -1, "Ork Raider": -1 },
    encounter: ["Aldric", "Cave Troll", "Goblin Archer", "Ork Raider"],
    roll: '[data-action="tempoRollAll"]',
  },
  {
    ruleset: "die-step",
    imports: ["die-step-bestiary", "die-step-gear"],
    samples: {
      Brenna: 1,
      "Goblin Cutthroat": -1,
      "Grukk the Orc Chieftain": -1,
      "Hill Giant": -1,
      Warhorse: 0,
    },
    encounter: ["Brenna", "Grukk the Orc Chieftain", "Goblin Cutthroat"],
    roll: '[data-action="tempoRollAll"]',
  },
  {
    ruleset: "segments",
    imports: ["segments-bestiary", "segments-gear"],
    samples: {
      Bugbear: -1,
      "Cave Bear": -1,
      "Giant Spider": -1,
      Goblin: -1,
      "Goblin Shaman": -1,
      Halvaine: 1,
      Ogre: -1,
      Oswin: 1,
      "Watch Hound": -1,
    },
    encounter: ["Halvaine", "Oswin", "Bugbear", "Goblin Shaman"],
    roll: "",
    opening: segmentsOpening,
  },
  {
    ruleset: "time-count",
    imports: ["time-count-bestiary"],
    samples: { Bandit: -1, Garret: -1, Zherynn: 1 },
    encounter: ["Zherynn", "Garret", "Bandit"],
    roll: ".tempo-tc-roll",
  },
];

const worldActors = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      (window as unknown as Win).game.actors.contents.map((a) => [a.name, a.prototypeToken.disposition]),
    ),
  );
const rulesetOf = (page: Page) =>
  page.evaluate(() => (window as unknown as Win).game.settings.get("tempo", "ruleset"));
const DISPOSITION: Record<number, string> = { [-1]: "Hostile", 0: "Neutral", 1: "Friendly" };

for (const guide of GUIDES)
  describe(`first session under ${guide.ruleset}, as its guide gives it`, () => {
    let sb: Sandbox;
    let gm: Page;
    let player: Page;
    useSandbox(
      async () => ({ sb: await startTempo({ newWorld: true }) }),
      async (started) => {
        sb = started.sb;
        gm = await sb.open("gm");
        player = await sb.open("player");
        await gm.setViewportSize({ width: 2200, height: 1400 });
      },
    );

    it("a new world: no actor, and the welcome tells the GM where to begin", async () => {
      const welcome = gm.locator(".tempo-welcome");
      await welcome.waitFor();
      expect(await welcome.innerText()).toContain("Configure Settings");
      await welcome.locator('[data-dialog-action="close"]').click();
      await welcome.waitFor({ state: "detached" });
      expect(await worldActors(gm)).toEqual({});
      expect(await gm.locator("#actor-directory .empty").textContent()).toBe("No actors in this world.");
    });

    it("set up the world, 1: the ruleset, in Configure Settings → System Settings (the world reloads)", async () => {
      expect(await rulesetOf(gm)).toBe("time-count"); // a new world's, before the GM chooses
      const settings = await openSystemSettings(gm);
      await settings.locator('select[name="tempo.ruleset"]').selectOption(guide.ruleset);
      await settings.locator('button[type="submit"]').click();
      await settings.waitFor({ state: "detached" });
      const prompt = gm.locator("#reload-world-confirm");
      if (guide.ruleset === "time-count") {
        // the default chosen again: nothing changed, nothing to reload
        expect(await prompt.count()).toBe(0);
      } else {
        await Promise.all([
          gm.waitForEvent("load"),
          player.waitForEvent("load"),
          prompt.locator('[data-dialog-action="yes"]').click(),
        ]);
        await Promise.all([waitReady(gm), waitReady(player)]);
      }
      expect(await rulesetOf(gm)).toBe(guide.ruleset);
      expect(await rulesetOf(player)).toBe(guide.ruleset);
      // the welcome came once: not again after the reload
      expect(await gm.locator(".tempo-welcome").count()).toBe(0);
    });

    it("2: the samples, each pack by Import All Content", async () => {
      const sizes: number[] = [];
      for (const name of guide.imports) {
        const pack = gm.locator(`#compendium-packs [data-pack="tempo.${name}"]`);
        sizes.push(await pack.locator(".directory-item").count());
        await pack.locator(".compendium-import-all").click();
        const ask = gm.locator(".application.dialog").filter({ hasText: "Import All Content" });
        await ask.locator('[data-dialog-action="yes"]').click();
        await ask.waitFor({ state: "detached" });
      }
      const [bestiary = 0, ...gear] = sizes;
      await expect
        .poll(async () => Object.keys(await worldActors(gm)).sort())
        .toEqual(Object.keys(guide.samples).sort());
      expect(bestiary).toBe(Object.keys(guide.samples).length);
      const items = () => gm.evaluate(() => (window as unknown as Win).game.items.contents.length);
      await expect.poll(items).toBe(gear.reduce((a, b) => a + b, 0));
    });

    it("3: the dispositions: the party Friendly, the monsters Hostile, as the samples bring them", async () => {
      expect(await worldActors(gm)).toEqual(guide.samples);
    });

    it("run the first fight, 1: the encounter on the scene, each token's side in its configuration, each Toggle Combat State", async () => {
      for (const name of guide.encounter)
        await dropOn(
          gm
            .locator("#world-actors .directory-item")
            .filter({ has: gm.locator(".entry-name", { hasText: new RegExp(`^${name}$`) }) })
            .first(),
          gm.locator("#actor-directory"),
        );
      const tokens = gm.locator("#actor-directory [data-token-id]");
      await expect.poll(() => tokens.count()).toBe(guide.encounter.length);
      // the guide's step 3 on each placed token: its configuration's Identity tab, the side set
      for (let i = 0; i < guide.encounter.length; i += 1) {
        const name = (await tokens.nth(i).locator(".entry-name").textContent()) ?? "";
        await tokens.nth(i).locator(".token-config-open").click();
        const config = gm.locator(".token-config");
        const disposition = config.locator('select[name="disposition"]');
        const side = DISPOSITION[guide.samples[name] ?? -1] ?? "Hostile";
        expect(await disposition.locator("option:checked").textContent()).toBe(side);
        await disposition.selectOption({ label: side });
        await config.locator('button[type="submit"]').click();
        await config.waitFor({ state: "detached" });
      }
      const placed = await gm.evaluate(() =>
        Object.fromEntries(
          (window as unknown as Win).game.scenes.active.tokens.contents.map((t) => [t.name, t.disposition]),
        ),
      );
      expect(placed).toEqual(Object.fromEntries(guide.encounter.map((n) => [n, guide.samples[n]])));
      for (let i = 0; i < guide.encounter.length; i += 1) {
        await tokens.nth(i).locator(".combat-toggle").click();
        await expect.poll(() => tokens.nth(i).locator(".combat-toggle").textContent()).toBe("Exit Combat");
      }
      const names = await gm.evaluate(() =>
        (window as unknown as Win).game.combat?.combatants.contents.map((c) => c.name).sort(),
      );
      expect(names).toEqual([...guide.encounter].sort());
    });

    it("2: the round opened as the guide says, the fight runs, on the player's tracker too", async () => {
      if (guide.opening) await guide.opening(gm);
      else {
        await queueDice(gm, Array(guide.encounter.length * 2).fill(2));
        await gm.locator(`#combat-panel ${guide.roll}`).click();
        const begin = gm.locator('#combat-panel [data-action="startCombat"]');
        await expect.poll(() => begin.isEnabled()).toBe(true);
        await begin.click();
      }
      await expect.poll(() => gm.evaluate(() => (window as unknown as Win).game.combat?.started)).toBe(true);
      await expect
        .poll(() => player.evaluate(() => (window as unknown as Win).game.combat?.started))
        .toBe(true);
      await sb.screenshot(gm, `setup-${guide.ruleset}-begun`);
      expect(await pageErrors(gm, player)).toEqual([]);
    });
  });
