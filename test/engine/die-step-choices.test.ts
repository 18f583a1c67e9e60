// What a Die-Step character may do now (choices.ts) and what a defence's dice write (resolution.ts), the
// stunned turn start and an escape's turn (turns.ts): rules the shell only reads and writes.
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { dieStep, turns } from "../../src/engine/index";
import type { DieRoll } from "../../src/engine/die-step/index";

const DS = dieStep.DIE_STEP_TURNS;
const up = { hp: 5, wound: "none" as const, mounted: false };
const now = { standing: up, helpless: false, stunned: false, apAllow: true };
const S = "TEMPO.DieStep.Sheet.";

describe("what a character may do now (actRefusal)", () => {
  it("allows an able character with the AP", () => {
    expect(dieStep.actRefusal(now, { physical: true })).toBe(null);
    expect(dieStep.actRefusal({ ...now, apAllow: null }, { physical: true })).toBe(null);
  });

  it("refuses in the seed's order: a rider's unarmed attack, then no actions at all, then helpless", () => {
    const rider = { ...now, standing: { ...up, mounted: true, hp: 0 } };
    expect(dieStep.actRefusal(rider, { physical: true, unarmed: true })).toBe(
      "TEMPO.DieStep.Error.RiderUnarmed",
    );
    expect(dieStep.actRefusal(rider, { physical: true })).toBe(`${S}CannotAct`);
    expect(
      dieStep.actRefusal({ ...now, standing: { ...up, wound: "mortally-wounded" } }, { physical: false }),
    ).toBe(`${S}CannotAct`);
    expect(dieStep.actRefusal({ ...now, helpless: true }, { physical: true })).toBe(`${S}Helpless`);
    // a spell is no physical action: a helpless character casts it
    expect(dieStep.actRefusal({ ...now, helpless: true }, { physical: false })).toBe(null);
  });

  it("in a fight only: stunned, then the AP (movement named)", () => {
    expect(dieStep.actRefusal({ ...now, stunned: true }, { physical: true })).toBe(`${S}StunnedAct`);
    expect(dieStep.actRefusal({ ...now, stunned: true, apAllow: null }, { physical: true })).toBe(null);
    expect(dieStep.actRefusal({ ...now, apAllow: false }, { physical: true })).toBe(`${S}NoAp`);
    expect(dieStep.actRefusal({ ...now, apAllow: false }, { physical: true, movement: true })).toBe(
      `${S}NoMoveAp`,
    );
  });

  it("spells, halved AP, knock-outs and the proposed move", () => {
    expect(["spell", "physical-spell", "melee", "ranged"].map(dieStep.isSpellAttack)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const badly = { wound: "badly-wounded" as const, mounted: true, unskilledRider: false };
    expect(dieStep.apHalvings(badly)).toEqual({ badlyWounded: true, unskilledRider: false });
    expect(dieStep.apHalvings({ wound: "none", mounted: false, unskilledRider: true })).toEqual({
      badlyWounded: false,
      unskilledRider: false,
    });
    expect(dieStep.isKnockedOut({ hp: 0, wound: "none" })).toBe(true);
    expect(dieStep.isKnockedOut({ hp: 0, wound: "dead" })).toBe(false);
    expect(dieStep.proposedMove(["move", "stand-up"], true)).toBe("stand-up");
    expect(dieStep.proposedMove(["move", "stand-up"], false)).toBe("move");
    expect(dieStep.proposedMove(["crawl"], true)).toBe("crawl");
  });
});

const roll = (die: "d6" | "d8", results: number[]): DieRoll => ({ die, mode: "normal", results });
const target = { hp: 4, maxHp: 6, mp: 2, minion: false };
const base = { grab: false, target, lethal: true, grappler: "Actor.orc", holdTurn: "c1@2" };

describe("what the defence's dice do (resolveDefense)", () => {
  it("a miss changes nothing but the card's successes", () => {
    const r = dieStep.resolveDefense({ ...base, attack: roll("d6", [2]), defense: roll("d6", [5]) });
    expect(r).toEqual({ card: { successes: 0 }, target: null });
  });

  it("a hit writes the pools; a lethal knock-out owes the survival roll", () => {
    // 6 against 1: damage 1 + extra successes
    const r = dieStep.resolveDefense({ ...base, attack: roll("d6", [6]), defense: roll("d6", [1]) });
    expect(r.card.damage).toBeGreaterThan(0);
    expect(r.target?.["hp.value"]).toBe(r.card.hpAfter);
    const out = dieStep.resolveDefense({
      ...base,
      target: { ...target, hp: 1 },
      attack: roll("d6", [6]),
      defense: roll("d6", [1]),
    });
    expect(out.card).toMatchObject({ hpAfter: 0, knockOut: true, survivalPending: true, death: "" });
    expect(out.target).toEqual({ "hp.value": 0, "mp.value": 0, survivalPending: true });
  });

  it("a minor foe knocked out by lethal damage dies", () => {
    const r = dieStep.resolveDefense({
      ...base,
      target: { ...target, hp: 1, minion: true },
      attack: roll("d6", [6]),
      defense: roll("d6", [1]),
    });
    expect(r.card.death).toBe("minion");
    expect(r.target?.wound).toBe("dead");
  });

  it("a grab holds by its successes, in the grappler's turn; a failed one holds nothing", () => {
    const grab = { ...base, grab: true };
    const r = dieStep.resolveDefense({ ...grab, attack: roll("d8", [8]), defense: roll("d6", [1]) });
    expect(r.card.hold).toBe(dieStep.grappleResult(r.card.successes));
    expect(r.target).toEqual({ heldBy: "Actor.orc", hold: r.card.hold, holdTurn: "c1@2" });
    const failed = dieStep.resolveDefense({ ...grab, attack: roll("d6", [1]), defense: roll("d6", [6]) });
    expect(failed).toEqual({ card: { successes: 0, hold: "none" }, target: null });
  });

  it("a roll mode as a card stored it", () => {
    expect(["advantage", "disadvantage", "normal", "sideways"].map(dieStep.storedMode)).toEqual([
      "advantage",
      "disadvantage",
      "normal",
      "normal",
    ]);
  });

  it("who defends actively, which die the passive defence meets, the card's reasons", () => {
    expect(dieStep.defendsActively({ cannotAct: false, helpless: false, stunned: false })).toBe(true);
    expect(dieStep.defendsActively({ cannotAct: false, helpless: false, stunned: true })).toBe(false);
    expect(dieStep.passiveStat("grab", "pre")).toBe("str");
    expect(dieStep.passiveStat("attack", "pre")).toBe("pre");
    expect(dieStep.passiveStat("unarmed")).toBe("def");
    const reasons = [{ id: "prone-defense" as const, effect: "disadvantage" as const }];
    expect(dieStep.defenseReasons({ minimum: true, reasons }, true)).toEqual([
      "mount:mount-dodges",
      "minimum:ranged-minimum",
      "disadvantage:prone-defense",
    ]);
  });
});

describe("a stunned turn start and an escape's turn", () => {
  const fight = () =>
    turns.startCombat(
      DS,
      [
        { id: "hero", initiative: 6, baseAp: 3 },
        { id: "orc", initiative: 3, baseAp: 4 },
      ],
      scriptedDice([]),
    );

  it("a stunned starter has no AP; no one stunned or a delayed turn back: nothing", () => {
    const s = fight();
    const r = dieStep.stunnedStart(s, { combatantId: "hero", resumed: false }, (id) => id === "hero");
    expect(r?.state.combatants.hero?.ap).toBe(0);
    expect(r?.stunned).toEqual(["hero"]);
    expect(dieStep.stunnedStart(s, { combatantId: "hero", resumed: false }, () => false)).toBe(null);
    expect(dieStep.stunnedStart(s, { combatantId: "hero", resumed: true }, () => true)).toBe(null);
  });

  it("a rider's stunned mount (the pair's turn) brings none of its AP and does not move", () => {
    let s = turns.startCombat(
      DS,
      [
        { id: "orc", initiative: 6, baseAp: 3 },
        { id: "horse", initiative: 5, baseAp: 4 },
        { id: "brenna", initiative: 4, baseAp: 3 },
      ],
      scriptedDice([]),
    );
    s = turns.endTurn(turns.endTurn(s, DS, "orc"), DS, "horse");
    s = dieStep.mountUp(s, "brenna", "horse", { unskilledRider: false });
    s = turns.endTurn(turns.endTurn(s, DS, "brenna"), DS, "orc");
    expect(s.combatants.brenna).toMatchObject({ ap: 4, movementOnly: 1 });
    const r = dieStep.stunnedStart(s, { combatantId: "brenna", resumed: false }, (id) => id === "horse");
    expect(r?.stunned).toEqual(["horse"]);
    expect(r?.state.combatants.brenna).toMatchObject({ ap: 3, movementOnly: 0, noMovement: 3 });
  });

  it("a plain escape ends the escaper's turn; a costlier one does not", () => {
    const s = fight();
    expect(dieStep.afterEscape(s, "hero", true).active).toBe("orc");
    expect(dieStep.afterEscape(s, "hero", false)).toBe(s);
  });
});
