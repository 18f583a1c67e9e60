// What players see, one policy (issue 29, src/foundry/visibility.ts): of a creature it may not observe, a
// player's tracker shows names, conditions and its health in a word ("Unhurt", "Wounded", "Down"), never its
// numbers, DCs or plans; once the GM reveals them (the world setting `tempo.revealStats`) they show. Checked
// from the player's page, with the GM's page as the witness that the numbers are there to be hidden.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BRENNA,
  GOBLIN,
  GRUKK,
  defence,
  dice,
  lastCard,
  openSheet,
  openTokenSheet,
  rollRef,
  startDieStep,
  target,
} from "../foundry/die-step/e2e-helpers";
import { BANDIT, placeAndBegin, startTimeCount, tc } from "../foundry/time-count/e2e-helpers";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  closeDeclarationsAndRoll,
  gmDeclare,
  skipSurprise,
  startSegments,
  tracker,
} from "../foundry/segments/sandbox-helpers";
import { BANDIT as TA_BANDIT, startThreeAction } from "../foundry/three-action/e2e-helpers";
import {
  queueDice,
  screenshotPart,
  setOwnership,
  setStatus,
  updateActor,
  useSandbox,
  waitReady,
  type Sandbox,
} from "./harness";

type SettingsWin = Window & {
  game: { settings: { set(s: string, k: string, v: unknown): Promise<unknown> } };
};

/** The GM reveals (or hides) every creature's numbers to all users. */
async function reveal(gm: Page, on: boolean): Promise<void> {
  await gm.evaluate(
    (v) => (window as unknown as SettingsWin).game.settings.set("tempo", "revealStats", v),
    on,
  );
}

/** The tracker row of a combatant on a page, by its name (a string: the name's start). */
const rowOf = (page: Page, name: string | RegExp) =>
  page
    .locator("#combat-panel .tempo-combatant")
    .filter({ has: page.locator(".tempo-combatant-name", { hasText: name }) })
    .first();

describe("the player's Die-Step tracker", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ sb, gm, player } = s), 60_000);

  it("the GM sees the foes' HP; the player sees its own hero's HP and the foes' health in a word", async () => {
    await rollRef(gm, { [BRENNA]: 6, [GOBLIN]: 4, [GRUKK]: 2 });
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await player.locator("#combat-panel .tempo-ap-row.active").waitFor();
    await expect
      .poll(() => rowOf(gm, "Grukk").locator(".tempo-ds-hp").textContent())
      .toMatch(/^HP \d+\/\d+$/);
    // her own hero: numbers (she owns it)
    await expect.poll(() => rowOf(player, "Brenna").locator(".tempo-ds-hp").count()).toBe(1);
    // the foes: no HP anywhere in the tracker, a word instead
    const panel = player.locator("#combat-panel");
    await expect.poll(() => rowOf(player, "Grukk").locator(".tempo-ds-hp").count()).toBe(0);
    expect(await rowOf(player, "Grukk").locator(".tempo-health-word").textContent()).toBe("Unhurt");
    expect(await panel.locator(".tempo-ds-hp").count()).toBe(1);
    for (const foe of ["Grukk", "Goblin"]) expect(await rowOf(player, foe).innerHTML()).not.toMatch(/HP \d/);
    // the GM's view is unchanged: numbers, no word
    expect(await gm.locator("#combat-panel .tempo-health-word").count()).toBe(0);
  });

  it("Brenna hits Grukk: the card tells the GM his HP after it, the player only the damage; he reads Wounded", async () => {
    const sheet = await openSheet(player, BRENNA);
    await target(player, GRUKK);
    await sheet.locator(".tempo-ds-attack").first().click();
    await expect.poll(() => defence(gm, "passive").isEnabled()).toBe(true);
    // his defence dice tell his stats: named on the GM's card, not on the player's
    const dieLabels = (page: Page) => lastCard(page).locator(".tempo-ds-defense-die").allTextContents();
    expect((await dieLabels(gm)).join(" ")).toMatch(/d\d/);
    await expect.poll(async () => (await dieLabels(player)).length).toBeGreaterThan(0);
    expect((await dieLabels(player)).join("")).toBe("");
    // her ATT die rolls 8, his passive defence 3: 2 successes, 2 damage
    await dice(gm, [8, 3]);
    await defence(gm, "passive").click();
    await expect.poll(() => lastCard(gm).locator(".tempo-ds-damage").textContent()).toMatch(/\(HP \d+\)$/);
    await expect
      .poll(() => lastCard(player).locator(".tempo-ds-damage").textContent())
      .toBe("2 damage to Grukk the Orc Chieftain");
    expect(await lastCard(player).innerHTML()).not.toMatch(/HP \d|\?/);
    expect(await lastCard(gm).locator(".tempo-ds-defense-size").textContent()).toMatch(/^d\d+$/);
    expect(await lastCard(player).locator(".tempo-ds-defense-size").textContent()).toBe("");
    await expect
      .poll(() => rowOf(player, "Grukk").locator(".tempo-health-word").textContent())
      .toBe("Wounded");
    await sb.screenshot(player, "player-visibility-die-step-tracker");
  });

  it("a foe at 0 HP reads Down", async () => {
    await updateActor(gm, GRUKK, { "system.stats.dieStep.hp.value": 0 });
    await expect.poll(() => rowOf(player, "Grukk").locator(".tempo-health-word").textContent()).toBe("Down");
    expect(await rowOf(player, "Grukk").innerHTML()).not.toMatch(/HP \d/);
  });

  it("at OBSERVER permission (not owner), the player sees Grukk's HP, in the tracker and on the card", async () => {
    await setOwnership(gm, GRUKK, 2);
    await expect
      .poll(() => rowOf(player, "Grukk").locator(".tempo-ds-hp").textContent())
      .toMatch(/^HP 0\/\d+$/);
    // the Goblin, which she may not observe, still reads a word
    expect(await rowOf(player, "Goblin").locator(".tempo-ds-hp").count()).toBe(0);
    expect(await rowOf(player, "Goblin").locator(".tempo-health-word").count()).toBe(1);
    // a card is filled in for its viewer when shown: on her next load, his HP after the blow
    await player.reload();
    await waitReady(player);
    await expect
      .poll(() => lastCard(player).locator(".tempo-ds-damage").textContent())
      .toMatch(/\(HP \d+\)$/);
    await setOwnership(gm, GRUKK, 0);
    await expect.poll(() => rowOf(player, "Grukk").locator(".tempo-ds-hp").count()).toBe(0);
  });

  it("with the GM's reveal setting on, the player sees the foes' HP, in the tracker and on the card", async () => {
    await reveal(gm, true);
    await expect.poll(() => player.locator("#combat-panel .tempo-ds-hp").count()).toBe(3);
    expect(await player.locator("#combat-panel .tempo-health-word").count()).toBe(0);
    expect(await rowOf(player, "Grukk").locator(".tempo-ds-hp").textContent()).toMatch(/^HP 0\/\d+$/);
    await expect
      .poll(() => lastCard(player).locator(".tempo-ds-damage").textContent())
      .toMatch(/\(HP \d+\)$/);
  });
});

describe("the player's Time Count tracker", () => {
  let gm: Page;
  let player: Page;

  useSandbox(
    () => startTimeCount(),
    (s) => ({ gm, player } = s),
  );

  it("a check to stay conscious owed by the Bandit: its DC for the GM, not for the player", async () => {
    await placeAndBegin(gm, { Zherynn: [3], Garret: [3], Bandit: [4] }, { banditAt: 8, first: 6 });
    await updateActor(gm, BANDIT, { "system.stats.timeCount.checkDc": 12 });
    await expect
      .poll(() => rowOf(gm, "Bandit").locator(".tempo-tc-check-owed").textContent())
      .toBe("Check owed (DC 12)");
    // the player's page holds the change (its tracker redraws on it), and shows no DC
    await expect.poll(async () => (await tc(player, BANDIT)).checkDc).toBe(12);
    await expect.poll(() => rowOf(player, "Bandit").count()).toBe(1);
    await expect.poll(() => player.locator("#combat-panel .tempo-tc-check-owed").count()).toBe(0);
    expect(await player.locator("#combat-panel").innerHTML()).not.toContain("DC 12");
  });

  it("with the GM's reveal setting on, the player sees the DC too", async () => {
    await reveal(gm, true);
    await expect
      .poll(() => rowOf(player, "Bandit").locator(".tempo-tc-check-owed").textContent())
      .toBe("Check owed (DC 12)");
  });
  it("the Bandit's check to stay conscious: its DC on the GM's card only, never in the message's content", async () => {
    await reveal(gm, false);
    const { hp } = (await tc(gm, BANDIT)) as unknown as { hp: { value: number } };
    const cards = (page: Page) => page.locator(".chat-message .tempo-tc-check-card");
    const before = await cards(player).count();
    await queueDice(gm, [20]);
    await updateActor(gm, BANDIT, { "system.stats.timeCount.fatigue": hp.value + 3 });
    await expect.poll(() => cards(player).count()).toBe(before + 1);
    await expect.poll(() => cards(gm).last().textContent()).toMatch(/Stays conscious \(\d+ vs DC 3\)\./);
    expect(await cards(player).last().textContent()).toMatch(/Stays conscious \(\d+\)\./);
    // what every client receives: the words without the DC (the numbers ride in the message's flags)
    const content = await player.evaluate(
      () =>
        (
          window as unknown as { game: { messages: { contents: { content: string }[] } } }
        ).game.messages.contents.at(-1)?.content ?? "",
    );
    expect(content).toContain("tempo-tc-check-card");
    expect(content).not.toContain("DC");
  });
});

describe("the player's Segmented Rounds tracker", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  const segment = (page: Page, n: number) => tracker(page).locator(`.tempo-sg-segment[data-segment="${n}"]`);

  it("the Shaman's Hex Bolt, not begun yet: the GM sees when it goes off, the player does not", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[HALVAINE]!, {
      kind: "spell",
      spellId: "sgActHalvItem002",
      targetId: ids[BUGBEAR]!,
    });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "spell", spellId: "sgActShamItem002", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    // the party rolls 5 (acts in 4), the monsters 4 (act in 5): the Shaman begins in 5, goes off in 8
    await closeDeclarationsAndRoll(gm, [5, 4]);
    await expect
      .poll(() => segment(gm, 8).textContent())
      .toContain("Goblin Shaman: Completes casting Hex Bolt");
    await expect.poll(() => tracker(player).getAttribute("data-phase")).toBe("segments");
    // the player: the monsters act in their segment (the sides' rolls say so), nothing more
    await expect.poll(() => segment(player, 5).locator(".hidden-act").count()).toBe(2);
    expect(await segment(player, 8).textContent()).not.toContain("Goblin Shaman");
    expect(await tracker(player).textContent()).not.toContain("Hex Bolt");
    // her own spell: its whole timing
    expect(await segment(player, 6).textContent()).toContain("Halvaine: Completes casting Flame Dart");
  });

  it("with the GM's reveal setting on, the player sees the Shaman's plan and its timing", async () => {
    await reveal(gm, true);
    await expect
      .poll(() => segment(player, 8).textContent())
      .toContain("Goblin Shaman: Completes casting Hex Bolt");
    expect(await segment(player, 5).locator(".hidden-act").count()).toBe(0);
  });
});

describe("an enemy's sheet at LIMITED permission (Die-Step)", () => {
  let gm: Page;
  let player: Page;

  useSandbox(startDieStep, (s) => ({ gm, player } = s), 60_000);

  /** The GM gives the player LIMITED permission on Grukk (his token's actor follows its base actor). */
  async function limitGrukk(): Promise<void> {
    await gm.evaluate(async (id) => {
      const w = window as unknown as {
        game: { actors: { get(i: string): { update(d: object): Promise<unknown> } | undefined } };
      };
      await w.game.actors.get(id)?.update({ "ownership.SandboxPlayer001": 1 });
    }, GRUKK);
  }

  it("the player opens it: his name, portrait, health in a word; no number, no action", async () => {
    await limitGrukk();
    await updateActor(gm, GRUKK, { "system.stats.dieStep.hp.value": 3 });
    const sheet = await openTokenSheet(player, GRUKK);
    await expect.poll(() => sheet.locator(".tempo-limited-sheet").count()).toBe(1);
    expect(await sheet.locator(".tempo-limited-sheet .tempo-limited-name").textContent()).toBe(
      "Grukk the Orc Chieftain",
    );
    expect(await sheet.locator(".tempo-health-word").textContent()).toBe("Wounded");
    // nothing of the full sheet: no tabs, no statistics, no inputs, no action buttons, no digits at all
    expect(await sheet.locator("input, select, textarea, button[data-action='tempoAction']").count()).toBe(0);
    expect(await sheet.locator(".tempo-sheet-header, nav.tabs, .tempo-health-text").count()).toBe(0);
    expect(await sheet.locator(".window-content").textContent()).not.toMatch(/\d/);
    await screenshotPart(sheet, "player-visibility-limited-sheet");
    // the GM's sheet of him is the full one
    const own = await openTokenSheet(gm, GRUKK);
    await expect.poll(() => own.locator(".tempo-health-text").count()).toBe(1);
    expect(await own.locator(".tempo-limited-sheet").count()).toBe(0);
  });

  it("with the GM's reveal setting on, the player's sheet of him shows his numbers (read only)", async () => {
    await reveal(gm, true);
    // the open sheet follows at once: the full sheet in place of the limited one
    const sheet = player.locator(`form.application.sheet[id*="Token"][id$="Actor-${GRUKK}"]`).first();
    await expect.poll(() => sheet.locator(".tempo-health-text").count()).toBe(1);
    expect(await sheet.locator(".tempo-limited-sheet").count()).toBe(0);
  });
});

describe("the player's Three-Action tracker", () => {
  let gm: Page;
  let player: Page;

  useSandbox(startThreeAction, (s) => ({ gm, player } = s), 60_000);

  it("the bleeding Bandit: its condition for everyone, its Bleed Penalty for the GM only", async () => {
    const count = await gm.evaluate(
      () =>
        (window as unknown as { game: { combat: { combatants: { size: number } } } }).game.combat.combatants
          .size,
    );
    await queueDice(
      gm,
      Array.from({ length: count }, (_, i) => 10 + i),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await expect.poll(() => gm.locator('#combat-panel [data-action="startCombat"]').count()).toBe(1);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await player.locator("#combat-panel .tempo-ap-row.active").waitFor();
    await setStatus(gm, TA_BANDIT, "bleeding", true);
    await expect
      .poll(() =>
        rowOf(gm, /^Bandit$/)
          .locator(".tempo-ta-bleed")
          .textContent(),
      )
      .toBe("Bleed Penalty 0");
    await expect
      .poll(() =>
        rowOf(player, /^Bandit$/)
          .locator('.tempo-ta-condition[data-condition="bleeding"]')
          .count(),
      )
      .toBe(1);
    expect(
      await rowOf(player, /^Bandit$/)
        .locator(".tempo-ta-bleed")
        .count(),
    ).toBe(0);
  });

  it("with the GM's reveal setting on, the player sees the Bleed Penalty too", async () => {
    await reveal(gm, true);
    await expect
      .poll(() =>
        rowOf(player, /^Bandit$/)
          .locator(".tempo-ta-bleed")
          .textContent(),
      )
      .toBe("Bleed Penalty 0");
  });
});
