// Combatants leave or join a fight under way, outside Tempo's buttons (in Foundry: the token HUD's
// combat toggle, the tracker's context menu, a macro). The clock goes on without the one who left (the
// tracker renders, the next transition works, nothing errs); a Combat Roll newcomer rolls its
// initiative from the tracker and takes its place in the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectWrites, firstTokensOnly, queueDice, resetStats, startTempo, type Sandbox } from "./harness";
import * as sg from "../foundry/segments/sandbox-helpers";

type Win = Window & {
  __sandbox: { errors: string[] };
  game: {
    actors: { getName(n: string): { id: string } | undefined };
    combat: {
      system: {
        count?: number;
        turns?: {
          round: number;
          active: string | null;
          order: string[];
          combatants: Record<string, { ap: number }>;
        };
      };
      combatants: { contents: { id: string; actorId: string; name: string; initiative: number | null }[] };
      deleteEmbeddedDocuments(type: string, ids: string[]): Promise<unknown>;
      createEmbeddedDocuments(type: string, data: object[]): Promise<unknown>;
    } | null;
  };
};

const errors = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as Win).__sandbox.errors);

async function removeCombatant(gm: Page, actorName: string): Promise<void> {
  await gm.evaluate(async (name) => {
    const g = (window as unknown as Win).game;
    const actorId = g.actors.getName(name)?.id;
    const c = g.combat?.combatants.contents.find((x) => x.actorId === actorId);
    if (!c) throw new Error(`no combatant for ${name}`);
    await g.combat?.deleteEmbeddedDocuments("Combatant", [c.id]);
  }, actorName);
}

const trackerNames = (page: Page): Promise<string[]> =>
  page.locator("#combat-panel .tempo-combatant-name, #combat-panel .tempo-tc-name").allTextContents();

describe("a combatant removed mid-fight: Time Count", () => {
  let sb: Sandbox;
  let gm: Page;
  beforeAll(async () => {
    sb = await startTempo();
    gm = await sb.open("gm");
    await firstTokensOnly(gm);
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("removing every combatant due now lets the GM advance to the next occupied count", async () => {
    await queueDice(gm, [1, 3, 6]); // three different counts: one combatant due first
    await gm.locator(".tempo-tc-roll").click();
    await expect.poll(() => gm.locator(".tempo-tc-timeline .tempo-tc-name").count()).toBe(3);
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    const count = () => gm.evaluate(() => (window as unknown as Win).game.combat?.system.count ?? 0);
    await expect.poll(count).toBeGreaterThan(0);
    const before = await count();

    const due = await gm.locator(".tempo-tc-due .tempo-tc-name").allTextContents();
    expect(due).toHaveLength(1);
    // the GM's × on the due row: one delete; the Time Count needs no other write
    await resetStats(gm);
    for (const name of due)
      await gm
        .locator(".tempo-tc-timeline .tempo-tc-row", { hasText: name })
        .locator(".tempo-remove-combatant")
        .click();
    await expectWrites(gm, ["delete Combatant"]);
    await expect.poll(async () => (await trackerNames(gm)).filter((n) => due.includes(n)).length).toBe(0);
    await gm.locator(".tempo-tc-advance").click();
    await expect.poll(count).toBeGreaterThan(before);
    expect(await errors(gm)).toEqual([]);
  });
});

describe("a combatant removed mid-fight: Combat Roll", () => {
  let sb: Sandbox;
  let gm: Page;
  beforeAll(async () => {
    sb = await startTempo({ ruleset: "combat-roll" });
    gm = await sb.open("gm");
    // a combatant per token: the second Ork Raider token's is left out, as in the other Combat Roll suites
    await gm.waitForFunction(() => (window as unknown as Win).game.combat?.combatants.contents.length === 4);
    await firstTokensOnly(gm);
  });
  afterAll(async () => {
    await sb?.close();
  });

  const active = (): Promise<string | null> =>
    gm.evaluate(() => {
      const c = (window as unknown as Win).game.combat;
      const id = c?.system.turns?.active ?? null;
      return c?.combatants.contents.find((x) => x.id === id)?.name ?? null;
    });

  it("removing the combatant whose turn it is passes the turn on; the next round goes on without it", async () => {
    await queueDice(gm, [6, 5, 1]);
    await gm.locator('#combat-panel [data-action="tempoRollAll"]').click();
    await expect
      .poll(() => gm.locator("#combat-panel .tempo-combatant-initiative").allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/\d/)]));
    await gm.locator('#combat-panel [data-action="startCombat"]').click();
    await expect.poll(active).not.toBeNull();
    const firstName = (await active()) ?? "";
    await removeCombatant(gm, firstName);
    await expect.poll(async () => (await trackerNames(gm)).includes(firstName)).toBe(false);
    const remaining = await trackerNames(gm);
    expect(remaining).toHaveLength(2);
    await expect.poll(active).toBeOneOf(remaining);
    // the two left end their turns: the round ends, and round 2 begins without the one who left
    const second = (await active()) ?? "";
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect.poll(active).toBe(remaining.find((n) => n !== second));
    await gm.locator("#combat-panel .tempo-ap-end-turn").click();
    await expect
      .poll(() => gm.evaluate(() => (window as unknown as Win).game.combat?.system.turns?.round))
      .toBe(2);
    await expect.poll(active).toBe(remaining[0]);
    expect(await errors(gm)).toEqual([]);
  });
  it("a combatant added mid-fight waits in 'Joining the fight' until its initiative is rolled, then takes its place", async () => {
    const joiner = await gm.evaluate(
      () => (window as unknown as Win).game.actors.getName("Aldric")?.id ?? "",
    );
    const inCombat = await gm.evaluate(
      (id) =>
        (window as unknown as Win).game.combat?.combatants.contents.some((c) => c.actorId === id) ?? false,
      joiner,
    );
    if (inCombat) await removeCombatant(gm, "Aldric");
    await gm.evaluate(async (id) => {
      await (window as unknown as Win).game.combat?.createEmbeddedDocuments("Combatant", [
        { actorId: id, tokenId: id },
      ]);
    }, joiner);
    const newcomer = gm.locator("#combat-panel .tempo-ap-newcomer", { hasText: "Aldric" });
    await expect.poll(() => newcomer.count()).toBe(1);
    await queueDice(gm, [6]); // 1d6 [6] + Initiative 2 = 8: above everyone left (the Ork: 1d6 + PER 1)
    await newcomer.locator(".tempo-ap-roll-join").click();
    await expect.poll(() => newcomer.count()).toBe(0);
    const state = await gm.evaluate(() => {
      const c = (window as unknown as Win).game.combat;
      const id = c?.combatants.contents.find((x) => x.name === "Aldric")?.id ?? "";
      const byInitiative = [...(c?.combatants.contents ?? [])]
        .sort((a, b) => (b.initiative ?? 0) - (a.initiative ?? 0) || (a.id === id ? 1 : b.id === id ? -1 : 0))
        .map((x) => x.id);
      return {
        id,
        order: c?.system.turns?.order ?? [],
        byInitiative,
        ap: c?.system.turns?.combatants[id]?.ap,
      };
    });
    // its place in the lasting order is its initiative's (after any it ties with), with a full budget
    expect(state.order).toContain(state.id);
    expect(state.order).toEqual(state.byInitiative);
    expect(state.order[0]).toBe(state.id);
    expect(state.ap).toBe(3);
    expect(await trackerNames(gm)).toContain("Aldric");
    expect(await errors(gm)).toEqual([]);
  });
});

describe("a combatant removed mid-fight: Segmented Rounds", () => {
  let sb: Sandbox;
  let gm: Page;
  beforeAll(async () => {
    sb = await startTempo({ ruleset: "segments" });
    gm = await sb.open("gm");
    await sg.createEncounterCombat(gm);
  });
  afterAll(async () => {
    await sb?.close();
  });

  it("a declared caster and an attack's target leave: the round is scheduled and runs to its end", async () => {
    const ids = (await sg.record(gm)).byActor;
    const shaman = ids["sgActGobShaman01"] ?? "";
    await gm.locator("#combat-panel .tempo-sg-surprise-none").click();
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("declaration");
    const oswin = ids["sgActOswin000001"] ?? "";
    await sg.gmDeclare(gm, shaman, { kind: "spell", spellId: "sgActShamItem002", targetId: oswin });
    await sg.gmDeclare(gm, ids["sgActBugbear0001"] ?? "", { kind: "melee", targetId: oswin });
    await sg.gmDeclare(gm, ids["sgActHalvaine001"] ?? "", { kind: "melee", targetId: shaman });
    await expect.poll(async () => Object.keys((await sg.record(gm)).round.state.declarations).length).toBe(3);

    await removeCombatant(gm, "Goblin Shaman");
    // the GM's × on the row removes Oswin: one delete, the GM's client brings the round in step
    const player = await sb.open("player");
    await expect.poll(() => player.locator("#combat-panel .tempo-sg-row").count()).toBe(3);
    expect(await player.locator("#combat-panel .tempo-remove-combatant").count()).toBe(0);
    await resetStats(gm);
    await gm
      .locator(`#combat-panel .tempo-sg-row[data-combatant-id="${oswin}"] .tempo-remove-combatant`)
      .click();
    await expectWrites(gm, ["delete Combatant"]);
    await expect.poll(async () => (await trackerNames(gm)).length).toBe(2);
    // the two left have declared: the declarations close
    await sg.clock(gm, "closeDeclarations").click();
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("initiative");
    await queueDice(gm, [5, 4]);
    await sg.clock(gm, "rollInitiative").click();
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("segments");
    // nothing of the two who left is scheduled
    const schedule = (await sg.tracker(gm).locator(".tempo-sg-segment").allTextContents()).join(" ");
    expect(schedule).not.toContain("Goblin Shaman");
    expect(schedule).not.toContain("Oswin");
    await sg.stepOutOf(gm, "segments");
    await expect.poll(() => sg.tracker(gm).getAttribute("data-phase")).toBe("end-of-round");
    expect(await errors(gm)).toEqual([]);
  });
});
