// Segmented Rounds (seed 000, "Spells"): when the GM's step makes declared spells go off, one short chat
// line each (caster, spell, declared target) tells the GM to apply the effect; several at once are ONE
// ChatMessage batch with the step's Combat write. A step where nothing goes off posts nothing.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BUGBEAR,
  HALVAINE,
  OSWIN,
  SHAMAN,
  clock,
  closeDeclarationsAndRoll,
  dice,
  expectWrites,
  gmDeclare,
  pageErrors,
  resetStats,
  record,
  roundState,
  skipSurprise,
  startSegments,
  useSandbox,
} from "../foundry/segments/sandbox-helpers";

const spellLines = (page: Page) => page.locator(".chat-message .tempo-sg-spell-off");

describe("Segmented Rounds: a spell that goes off is announced in the chat", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("round 1: Halvaine casts Flame Dart (2) at the Bugbear, the Shaman Hex Bolt (3) at Oswin", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[HALVAINE]!, {
      kind: "spell",
      spellId: "sgActHalvItem002",
      targetId: ids[BUGBEAR]!,
    });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "spell", spellId: "sgActShamItem002", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    // The party rolls 1: the monsters act (the Shaman begins) in segment 1, done in 4; the monsters roll 2:
    // the party acts (Halvaine begins) in segment 2, done in 4.
    await closeDeclarationsAndRoll(gm, [1, 2]);
  });

  it("segments 2 and 3: nothing goes off, nothing is posted", async () => {
    for (const segment of [2, 3]) {
      await resetStats(gm);
      await clock(gm, "advance").click();
      await expect.poll(async () => (await roundState(gm)).segment).toBe(segment);
      await expectWrites(gm, ["update Combat"], { ordered: true });
    }
    await expect(spellLines(gm).count()).resolves.toBe(0);
  });

  it("segment 4: both spells go off: two lines in ONE batch, seen by the player too", async () => {
    await resetStats(gm);
    await clock(gm, "advance").click();
    await expect.poll(() => spellLines(player).count()).toBe(2);
    await expectWrites(gm, ["update Combat", "create ChatMessage"], { ordered: true });
    const lines = await spellLines(player).allTextContents();
    expect(lines.map((l) => l.trim())).toEqual([
      "Halvaine's Flame Dart goes off at Bugbear (segment 4): the GM applies its effect.",
      "Goblin Shaman's Hex Bolt goes off at Oswin (segment 4): the GM applies its effect.",
    ]);
  });

  it("segment 5: nothing more goes off", async () => {
    await resetStats(gm);
    await clock(gm, "advance").click();
    await expect.poll(async () => (await roundState(gm)).segment).toBe(5);
    await expectWrites(gm, ["update Combat"], { ordered: true });
    await expect(spellLines(gm).count()).resolves.toBe(2);
  });

  it("neither page raised an error", async () => {
    expect(await pageErrors(gm)).toEqual([]);
    expect(await pageErrors(player)).toEqual([]);
  });
});

// Seed 000, step 1: "beginning a spell (if its casting time is one segment)" may occur during a surprise
// segment; a surprise segment is six seconds of its own, so the spell goes off as that segment ends (it
// vanished with the surprise phase's declarations before).
describe("Segmented Rounds: a one-segment spell begun in a surprise segment goes off", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  it("the monsters roll 1 (surprised one segment), the party 5: Halvaine begins Slumber at the Bugbear", async () => {
    await clock(gm, "beginSurprise").waitFor();
    await dice(gm, [5, 1]);
    await gm.locator("#combat-panel .tempo-sg-surprise-both").click();
    await expect.poll(async () => (await record(gm)).round.state.phase).toBe("surprise");
    await gmDeclare(gm, ids[HALVAINE]!, {
      kind: "spell",
      spellId: "sgActHalvItem003",
      targetId: ids[BUGBEAR]!,
    });
    await expect
      .poll(async () => (await record(gm)).round.state.declarations[ids[HALVAINE]!]?.kind)
      .toBe("spell");
  });

  it("the GM ends the surprise segment: Slumber goes off, one line, before round 1's declarations", async () => {
    await resetStats(gm);
    await clock(gm, "advance").click();
    await expect.poll(() => spellLines(player).count()).toBe(1);
    await expect.poll(async () => (await record(gm)).round.state.phase).toBe("declaration");
    await expectWrites(gm, ["update Combat", "create ChatMessage"], { ordered: true });
    await expect(spellLines(player).first().textContent()).resolves.toContain(
      "Halvaine's Slumber goes off at Bugbear (segment 1)",
    );
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});

// Foundry hands ONE options object to every document of a batch (`Actor.updateDocuments(updates,
// options)`): the hit points each actor lost travel in it keyed by the actor, or one actor's loss would
// be read as another's (a caster untouched in the batch losing its spell, a note giving the wrong damage).
describe("Segmented Rounds: damage written to two actors in one batch costs each caster its own", () => {
  let gm: Page;
  let player: Page;
  let ids: Record<string, string> = {};

  useSandbox(startSegments, (s) => ({ gm, player, ids } = s), 90_000);

  /** One Actor batch (world actors) at the GM: each entry an actor id and its new hit points or flag. */
  const batch = (updates: Record<string, unknown>[]) =>
    gm.evaluate(async (data) => {
      const w = window as unknown as { Actor: { updateDocuments(u: object[]): Promise<unknown[]> } };
      await w.Actor.updateDocuments(data);
    }, updates);
  const hpPath = "system.stats.segments.hp.value";
  const hpOf = (actorId: string) =>
    gm.evaluate(
      ([id, path]) => {
        const w = window as unknown as { game: { actors: { get(id: string): object | undefined } } };
        const actor = w.game.actors.get(id) as Record<string, unknown>;
        return path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], actor) as number;
      },
      [actorId, hpPath] as const,
    );

  it("Halvaine begins Flame Dart in segment 2; Oswin takes damage in a batch with her: she keeps the spell", async () => {
    await skipSurprise(gm);
    await gmDeclare(gm, ids[HALVAINE]!, {
      kind: "spell",
      spellId: "sgActHalvItem002",
      targetId: ids[BUGBEAR]!,
    });
    await gmDeclare(gm, ids[SHAMAN]!, { kind: "melee", targetId: ids[OSWIN]! });
    await gmDeclare(gm, ids[OSWIN]!, { kind: "melee", targetId: ids[BUGBEAR]! });
    await gmDeclare(gm, ids[BUGBEAR]!, { kind: "melee", targetId: ids[OSWIN]! });
    // the monsters roll 2: the party acts (Halvaine begins) in segment 2
    await closeDeclarationsAndRoll(gm, [1, 2]);
    await clock(gm, "advance").click();
    await expect.poll(async () => (await roundState(gm)).segment).toBe(2);
    const oswin = await hpOf(OSWIN);
    // Halvaine first: her update writes no hit points; Oswin's, after hers, loses 2
    await batch([
      { _id: HALVAINE, "flags.tempo.probe": 1 },
      { _id: OSWIN, [hpPath]: oswin - 2 },
    ]);
    await expect.poll(() => hpOf(OSWIN)).toBe(oswin - 2);
    await clock(gm, "advance").click();
    await expect.poll(async () => (await roundState(gm)).segment).toBe(3);
    expect((await record(gm)).round.lost).toEqual({});
    await expect(player.locator(".chat-message .tempo-sg-spell-lost").count()).resolves.toBe(0);
  });

  it("Halvaine loses 1 and Oswin 3 in one batch: she loses the spell to her own 1 damage", async () => {
    const [halvaine, oswin] = [await hpOf(HALVAINE), await hpOf(OSWIN)];
    await batch([
      { _id: HALVAINE, [hpPath]: halvaine - 1 },
      { _id: OSWIN, [hpPath]: oswin - 3 },
    ]);
    await expect.poll(async () => (await record(gm)).round.lost).toEqual({ [ids[HALVAINE]!]: 3 });
    await expect
      .poll(() => player.locator(".chat-message .tempo-sg-spell-lost").allTextContents())
      .toEqual([
        expect.stringContaining("Halvaine takes 1 damage in segment 3 while casting and loses Flame Dart."),
      ]);
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
