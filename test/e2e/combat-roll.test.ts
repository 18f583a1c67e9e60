// Combat Roll (seed 003) in the sandbox with Tempo's dist/: a GM page and a Player page of one world.
// The player strikes an NPC and the GM defends; the NPC strikes the player's character and the PLAYER
// defends on their own screen. Every click is checked in the documents, the DOM and the write counter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { resetStats, stats, startTempo, waitReady, type Sandbox } from "./harness";

const ALDRIC = "crActAldric00001";
const ORK = "crActOrkRaider01";
const GOBLIN = "crActGoblinArch1";

interface CrStats {
  health: { value: number };
}
type Win = Window & {
  __sandbox: { queueDice(d: number[]): void; errors: string[] };
  game: {
    actors: { get(id: string): { system: { stats: { combatRoll: CrStats } } } | undefined };
    combat: {
      round: number;
      combatants: { contents: { id: string; actorId: string; name: string }[] };
      system: {
        turns: {
          active: string | null;
          round: number;
          combatants: Record<string, { ap: number; attacks: number; taken: Record<string, number> }>;
        };
      };
    } | null;
  };
};

async function health(page: Page, actorId: string): Promise<number | undefined> {
  return page.evaluate(
    (id) => (window as unknown as Win).game.actors.get(id)?.system.stats.combatRoll.health.value,
    actorId,
  );
}

async function turnState(page: Page) {
  return page.evaluate(() => {
    const combat = (window as unknown as Win).game.combat;
    if (!combat) return null;
    const byActor: Record<string, string> = {};
    for (const c of combat.combatants.contents) byActor[c.actorId] = c.id;
    return {
      turns: JSON.parse(JSON.stringify(combat.system.turns)) as NonNullable<
        Win["game"]["combat"]
      >["system"]["turns"],
      byActor,
    };
  });
}

async function dice(page: Page, values: number[]): Promise<void> {
  await page.evaluate((d) => (window as unknown as Win).__sandbox.queueDice(d), values);
}

async function writes(page: Page): Promise<string[]> {
  return (await stats(page)).writes.map((w) => `${w.action} ${w.documentName}`);
}

const lastCard = (page: Page) => page.locator(".chat-message .tempo-cr-card").last();

describe("Combat Roll in the sandbox (GM and player)", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("combat-roll")]);
    await waitReady(gm);
    // The GM's client created the encounter through Tempo's Combat class: it began under Combat Roll.
    await gm.waitForFunction(
      () =>
        (window as unknown as { game: { combat: { system: { ruleset: string } } | null } }).game.combat
          ?.system.ruleset === "combat-roll",
    );
    player = await sb.open("player");
  }, 60_000);

  afterAll(async () => {
    await sb?.close();
  });

  it("seeds the sample encounter and rolls 1d6 + Initiative / 1d6 + PER; Begin starts the turn engine in one write", async () => {
    await expect(
      gm
        .locator("#actor-directory .entry-name")
        .allTextContents()
        .then((n) => n.sort()),
    ).resolves.toEqual(["Aldric", "Goblin Archer", "Ork Raider"]);
    await expect
      .poll(() => gm.evaluate(() => (window as unknown as Win).game.combat?.combatants.contents.length ?? 0))
      .toBe(3);
    const order = await gm.evaluate(
      () => (window as unknown as Win).game.combat?.combatants.contents.map((c) => c.actorId) ?? [],
    );
    // Aldric 6 + 2 = 8, the Ork 5 + PER 1 = 6, the Goblin 1 + PER 3 = 4
    const roll: Record<string, number> = { [ALDRIC]: 6, [ORK]: 5, [GOBLIN]: 1 };
    await dice(
      gm,
      order.map((id) => roll[id] ?? 1),
    );
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-combatant-initiative").allTextContents())
      .toEqual(["8", "6", "4"]);
    await resetStats(gm);
    await gm.locator('#combat-panel [data-action="tempoStart"]').click();
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-cr-row.active .tempo-combatant-name").textContent())
      .toBe("Aldric");
    expect(await writes(gm)).toEqual(["update Combat"]);
    const s = await turnState(gm);
    expect(s?.turns.round).toBe(1);
    expect(s?.turns.active).toBe(s?.byActor[ALDRIC]);
    expect(Object.values(s?.turns.combatants ?? {}).map((c) => c.ap)).toEqual([3, 3, 3]);
    await expect.poll(() => player.locator("#combat-panel .tempo-cr-end-turn").count()).toBe(1);
    await sb.screenshot(gm, "combat-roll-tracker-round-1");
  });

  it("the player strikes the Ork: a card for everyone, defence buttons for the GM only, the attack's AP spent", async () => {
    await player.locator(`[data-actor-id="${ALDRIC}"] .open-sheet`).click();
    const sheet = player.locator(`form.application.sheet[id$="Actor-${ALDRIC}"]`);
    await expect.poll(() => sheet.locator(".tempo-cr-strike").count()).toBe(1);
    await player.locator(`[data-actor-id="${ORK}"] .target-toggle`).click();
    await resetStats(gm);
    await sheet.locator(".tempo-cr-strike").click();
    await expect
      .poll(() => lastCard(gm).locator(".tempo-card-title").textContent())
      .toContain("Aldric attacks Ork Raider with Longsword");
    expect((await writes(gm)).sort()).toEqual(["create ChatMessage", "update Combat"]);
    const s = await turnState(gm);
    const aldric = s!.turns.combatants[s!.byActor[ALDRIC]!]!;
    expect([aldric.ap, aldric.attacks]).toEqual([2, 1]);
    // The Ork has no shield: Block is disabled; a melee Strike may be parried; Withstand is for the mind
    const buttons = lastCard(gm).locator('[data-card-action="defend"]');
    await expect(buttons.count()).resolves.toBe(5);
    const disabled = await buttons.evaluateAll((els) =>
      els.map((e) => `${(e as HTMLElement).dataset.kind}:${(e as HTMLButtonElement).disabled}`),
    );
    expect(disabled).toEqual(["block:true", "dodge:false", "parry:false", "withstand:true", "none:false"]);
    await expect.poll(() => lastCard(player).locator(".tempo-cr-waiting").count()).toBe(1);
    await expect(lastCard(player).locator('[data-card-action="defend"]').count()).resolves.toBe(0);
    await sb.screenshot(player, "combat-roll-player-strike-card");
  });

  it("the GM dodges: both tests roll, the Ork's reaction AP is spent, the card updates in place for both", async () => {
    // Aldric: Fighting Style 8 + STR 4 = 12, rolls 2 -> 3 Successes; the Ork's Dodge 7 rolls 15 -> fails
    await dice(gm, [2, 15]);
    await resetStats(gm);
    const cards = await gm.locator(".chat-message .tempo-cr-card").count();
    await lastCard(gm).locator('[data-kind="dodge"]').click();
    await expect.poll(() => lastCard(gm).getAttribute("data-outcome")).toBe("attacker-critical");
    expect((await writes(gm)).sort()).toEqual(["update ChatMessage", "update Combat"]);
    expect(await gm.locator(".chat-message .tempo-cr-card").count()).toBe(cards);
    const s = await turnState(gm);
    const ork = s!.turns.combatants[s!.byActor[ORK]!]!;
    expect([ork.ap, ork.taken.reaction]).toEqual([2, 1]);
    await expect.poll(() => lastCard(player).getAttribute("data-outcome")).toBe("attacker-critical");
    await expect(
      lastCard(player).locator(".tempo-cr-attack-test .tempo-cr-successes").textContent(),
    ).resolves.toContain("3");
    // the winner's (the player's) maneuver and damage buttons; the GM sees them too
    await expect.poll(() => lastCard(player).locator('[data-card-action="maneuver"]').count()).toBe(7);
    await expect.poll(() => gm.locator("#combat-panel .tempo-cr-reaction").count()).toBe(1);
  });

  it("the player trips the Ork (Acrobatics, same size: a normal test) and rolls damage mitigated by its armour", async () => {
    // The Ork's Acrobatics 6 rolls 15: it fails, and falls prone
    await dice(gm, [15]);
    await resetStats(gm);
    await lastCard(player).locator('[data-maneuver="trip"]').click();
    await expect
      .poll(() => lastCard(player).locator(".tempo-cr-maneuver").getAttribute("data-maneuver"))
      .toBe("trip");
    await expect(lastCard(player).locator(".tempo-cr-maneuver-result").textContent()).resolves.toContain(
      "works",
    );
    expect(await writes(gm)).toEqual(["update ChatMessage"]);
    // Longsword 1d8 rolls 6; leather armour AR 1 -> 5 slashing damage taken
    await dice(gm, [6]);
    await resetStats(gm);
    await lastCard(player).locator('[data-card-action="rollDamage"]').click();
    await expect.poll(() => lastCard(player).locator(".tempo-damage-value").textContent()).toBe("5");
    expect(await writes(gm)).toEqual(["update ChatMessage"]);
  });

  it("applies the damage once although the GM and the player both click Apply", async () => {
    await resetStats(gm);
    // Both click at once (a DOM click on each page, no waiting for the other's re-render)
    const clickApply = (page: Page) =>
      page.evaluate(() => {
        const cards = document.querySelectorAll(".chat-message .tempo-cr-card");
        cards[cards.length - 1]
          ?.querySelector<HTMLButtonElement>('[data-card-action="applyDamage"]')
          ?.click();
      });
    await expect(lastCard(gm).locator('[data-card-action="applyDamage"]').count()).resolves.toBe(1);
    await expect(lastCard(player).locator('[data-card-action="applyDamage"]').count()).resolves.toBe(1);
    await Promise.all([clickApply(gm), clickApply(player)]);
    await expect.poll(() => health(gm, ORK)).toBe(11);
    await expect.poll(() => lastCard(player).locator(".tempo-applied").count()).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await health(gm, ORK)).toBe(11);
    expect((await writes(gm)).sort()).toEqual(["update Actor", "update ChatMessage"]);
    await sb.screenshot(gm, "combat-roll-gm-applied");
  });

  it("the player ends their own turn from the tracker; the Ork becomes active", async () => {
    await resetStats(gm);
    await player.locator("#combat-panel .tempo-cr-end-turn").click();
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-cr-row.active .tempo-combatant-name").textContent())
      .toBe("Ork Raider");
    expect(await writes(gm)).toEqual(["update Combat"]);
    await expect.poll(() => player.locator("#combat-panel .tempo-cr-end-turn").count()).toBe(0);
  });

  it("the Ork strikes Aldric and the PLAYER blocks on their own screen; the shield's BR reduces the damage", async () => {
    await gm.locator(`[data-actor-id="${ORK}"] .open-sheet`).click();
    const sheet = gm.locator(`form.application.sheet[id$="Actor-${ORK}"]`);
    await gm.locator(`[data-actor-id="${ALDRIC}"] .target-toggle`).click();
    await sheet.locator(".tempo-cr-strike").first().click();
    await expect
      .poll(() => lastCard(player).locator(".tempo-card-title").textContent())
      .toContain("Ork Raider attacks Aldric");
    await expect.poll(() => lastCard(player).locator('[data-card-action="defend"]').count()).toBe(5);
    await expect(lastCard(player).locator('[data-kind="block"]').isDisabled()).resolves.toBe(false);
    // The Ork: Fighting Style 7 + STR 5 = 12 rolls 4 -> 2 Successes; Aldric blocks: 8 + STR 4 = 12 rolls 3 -> passes
    await dice(gm, [4, 3]);
    await resetStats(gm);
    await lastCard(player).locator('[data-kind="block"]').click();
    await expect.poll(() => lastCard(gm).getAttribute("data-outcome")).toBe("blocked");
    expect((await writes(gm)).sort()).toEqual(["update ChatMessage", "update Combat"]);
    const s = await turnState(gm);
    expect(s!.turns.combatants[s!.byActor[ALDRIC]!]!.ap).toBe(1);
    // the GM rolls the Ork's damage: battle axe 1d10 rolls 10; AR 3 (partial iron) + BR 6 (bone shield) -> 1
    await dice(gm, [10]);
    await lastCard(gm).locator('[data-card-action="rollDamage"]').click();
    await expect.poll(() => lastCard(player).locator(".tempo-damage-value").textContent()).toBe("1");
    await expect(lastCard(player).locator('[data-card-action="rollDamage"]').count()).resolves.toBe(0);
    await resetStats(gm);
    await lastCard(player).locator('[data-card-action="applyDamage"]').click();
    await expect.poll(() => health(player, ALDRIC)).toBe(19);
    expect((await writes(gm)).sort()).toEqual(["update Actor", "update ChatMessage"]);
    await sb.screenshot(player, "combat-roll-player-blocked");
  });

  it("the item sheet edits Combat Roll item statistics: a weapon's damage type, in one write", async () => {
    const weapon = await gm.evaluate((id) => {
      type Item = { id: string; type: string; sheet: { render(o: object): unknown } | null };
      const g = (
        window as unknown as { game: { actors: { get(i: string): { items: { contents: Item[] } } } } }
      ).game;
      const item = g.actors.get(id).items.contents.find((i) => i.type === "weapon");
      void item?.sheet?.render({ force: true });
      return item?.id ?? "";
    }, ALDRIC);
    const select = gm.locator(
      `form.application.sheet[id$="Item-${weapon}"] select[name="system.stats.combatRoll.damageType"]`,
    );
    await expect.poll(() => select.count()).toBe(1);
    await resetStats(gm);
    await select.selectOption("piercing");
    const stored = (): Promise<string | undefined> =>
      gm.evaluate(
        ([a, i]) =>
          (
            window as unknown as {
              game: {
                actors: {
                  get(x: string): {
                    items: { get(y: string): { system: { stats: { combatRoll: { damageType: string } } } } };
                  };
                };
              };
            }
          ).game.actors
            .get(a)
            .items.get(i)?.system.stats.combatRoll.damageType,
        [ALDRIC, weapon] as const,
      );
    await expect.poll(stored).toBe("piercing");
    expect(await writes(gm)).toEqual(["update Item"]);
    await sb.screenshot(gm, "combat-roll-item-sheet");
  });

  it("neither page raised an error during the fight", async () => {
    const errors = await gm.evaluate(() => (window as unknown as Win).__sandbox.errors);
    expect(errors).toEqual([]);
    expect(await player.evaluate(() => (window as unknown as Win).__sandbox.errors)).toEqual([]);
  });

  it.todo("opportunity attacks, cover and flanking proposals (not built yet)");
});
