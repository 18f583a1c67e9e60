// The GM's first session (issue 31), each guide's own steps in its order (docs/guide/<ruleset>.md, "Set
// up the world" and "Run the first fight"), from a world with no actor to a begun fight, in all five
// rulesets: Roll All and Begin Combat (Time Count: its own initiative button; Segmented Rounds: no
// surprise, the declarations, the sides' d6). The stand-in
// has no settings window, no scene editor and no token configuration: the ruleset is the world's from
// its start, the scene is the stand-in's one, and the dispositions are read where the samples set them
// (each actor's prototype token), which is what the step asks of the GM.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dropOn, pageErrors, queueDice, startTempo, useSandbox, type Sandbox } from "./harness";

type Doc = { id: string; name: string; delete(): Promise<unknown> };
type Win = Window & {
  game: {
    settings: { get(ns: string, key: string): unknown };
    actors: { contents: (Doc & { prototypeToken: { disposition: number } })[] };
    packs: { get(id: string): { index: { contents: { name: string; uuid: string }[] } } | undefined };
    scenes: {
      active: {
        tokens: { contents: Doc[] };
        deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown>;
      };
    };
    combat: { started: boolean; combatants: { contents: { name: string }[] } } | null;
  };
};

interface Guide {
  ruleset: string;
  /** The bestiary's creatures and their prototype token's disposition (1 Friendly, -1 Hostile). */
  samples: Record<string, number>;
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
    samples: { Bandit: -1, "Bandit Archer": -1, "Bandit Brute": -1, Mira: 1 },
    encounter: ["Mira", "Bandit", "Bandit Archer", "Bandit Brute"],
    roll: '[data-action="tempoRollAll"]',
  },
  {
    ruleset: "combat-roll",
    samples: { Aldric: 1, "Cave Troll": -1, "Goblin Archer": -1, "Ork Raider": -1 },
    encounter: ["Aldric", "Cave Troll", "Goblin Archer", "Ork Raider"],
    roll: '[data-action="tempoRollAll"]',
  },
  {
    ruleset: "die-step",
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

for (const guide of GUIDES)
  describe(`first session under ${guide.ruleset}, as its guide gives it`, () => {
    let sb: Sandbox;
    let gm: Page;
    let player: Page;
    useSandbox(
      async () => ({ sb: await startTempo({ sampleCombat: false, ruleset: guide.ruleset }) }),
      async (started) => {
        sb = started.sb;
        gm = await sb.open("gm");
        player = await sb.open("player");
        await gm.setViewportSize({ width: 2200, height: 1400 });
        // a world with no actor yet: the stand-in's seeded samples and their tokens taken away
        await gm.evaluate(async () => {
          const g = (window as unknown as Win).game;
          const scene = g.scenes.active;
          await scene.deleteEmbeddedDocuments(
            "Token",
            scene.tokens.contents.map((t) => t.id),
          );
          for (const actor of [...g.actors.contents]) await actor.delete();
        });
      },
    );

    it("set up the world, 1: the ruleset is the world's, and the world has no actor", async () => {
      const ruleset = await gm.evaluate(() =>
        (window as unknown as Win).game.settings.get("tempo", "ruleset"),
      );
      expect(ruleset).toBe(guide.ruleset);
      await expect.poll(() => worldActors(gm)).toEqual({});
      await expect
        .poll(() => gm.locator("#actor-directory .empty").textContent())
        .toBe("No actors in this world.");
    });

    it("2: the samples imported from the ruleset's bestiary", async () => {
      const entries = await gm.evaluate(
        (id) => (window as unknown as Win).game.packs.get(id)?.index.contents ?? [],
        `tempo.${guide.ruleset}-bestiary`,
      );
      expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(guide.samples).sort());
      for (const entry of entries)
        await dropOn(
          gm.locator(`#compendium-packs .directory-item[data-uuid="${entry.uuid}"]`),
          gm.locator("#world-actors"),
        );
      await expect.poll(async () => Object.keys(await worldActors(gm)).length).toBe(entries.length);
    });

    it("3: the dispositions: the party Friendly, the monsters Hostile, as the samples bring them", async () => {
      expect(await worldActors(gm)).toEqual(guide.samples);
    });

    it("run the first fight, 1: the encounter on the scene, each Toggle Combat State", async () => {
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
