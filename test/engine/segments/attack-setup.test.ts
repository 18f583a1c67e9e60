import { describe, expect, it } from "vitest";
import {
  attackDefaults,
  attackForms,
  attackInputOf,
  buildRoundSchedule,
  castingNow,
  countWithHand,
  lanceChargeReason,
  NO_CHOICES,
  openTargets,
  routineSummary,
  startCombat,
  type AttackCount,
  type RoundState,
} from "../../../src/engine/segments/index";
import { actor, dagger, lance, longSword, shortBow } from "./fixtures";

// Halvaine casts a 2-segment spell from segment 4; the orc closes on her this round.
const schedule = buildRoundSchedule({
  rolls: { party: 5, monsters: 4 },
  combatants: [
    {
      id: "halvaine",
      side: "party",
      declaration: { kind: "spell", spell: { name: "Dart", castingTimeSegments: 2 } },
    },
    { id: "orc", side: "monsters", declaration: { kind: "close", targetId: "halvaine" } },
  ],
});
const at = (phase: RoundState["phase"], segment: number): RoundState => ({
  ...startCombat(0),
  phase,
  segment,
});
const knight = actor({ mounted: true, mountCombatTrained: true });

describe("the forms an attack may take", () => {
  it("a weapon's own kind; without one, unarmed, grapple or overbear", () => {
    expect(attackForms(longSword)).toEqual(["melee"]);
    expect(attackForms(shortBow)).toEqual(["missile"]);
    expect(attackForms(undefined)).toEqual(["unarmed", "grapple", "overbear"]);
  });
  it("the weapon counts in the engine's input for a melee or missile attack only", () => {
    const melee = attackInputOf(actor(), actor(), longSword, { ...NO_CHOICES, form: "melee" }, "descending");
    expect(melee.weapon).toBe(longSword);
    const grapple = attackInputOf(
      actor(),
      actor(),
      longSword,
      { ...NO_CHOICES, form: "grapple" },
      "ascending",
    );
    expect(grapple.weapon).toBeUndefined();
    expect(grapple.acMode).toBe("ascending");
  });
});

describe("whether the target is casting now", () => {
  it("in the segments, in its casting segments, its spell not lost", () => {
    expect(castingNow(at("segments", 5), schedule, {}, "halvaine")).toBe(true);
    expect(castingNow(at("segments", 5), schedule, { halvaine: 5 }, "halvaine")).toBe(false);
    expect(castingNow(at("segments", 8), schedule, {}, "halvaine")).toBe(false);
    expect(castingNow(at("segments", 5), schedule, {}, "orc")).toBe(false);
    expect(castingNow(at("declaration", 5), schedule, {}, "halvaine")).toBe(false);
    expect(castingNow(at("segments", 5), null, {}, "halvaine")).toBe(false);
  });
});

describe("the attack dialog's defaults", () => {
  const base = {
    form: "melee" as const,
    target: { prone: true, stunned: false, invisible: true, sleeping: false },
    circumstances: null,
    detection: null,
    otherHand: null,
    attacker: actor(),
    weapons: [longSword],
  };

  it("the target's conditions and what the round's declarations say", () => {
    const d = attackDefaults({ ...base, circumstances: { fleeing: true, parry: 2 } });
    expect(d).toEqual({
      ...NO_CHOICES,
      form: "melee",
      prone: true,
      invisible: true,
      fleeing: true,
      parry: 2,
    });
  });
  it("no -4 against an invisible target the attacker perceives normally", () => {
    expect(attackDefaults({ ...base, detection: "normal" }).invisible).toBe(false);
    expect(attackDefaults({ ...base, detection: "may-detect" }).invisible).toBe(true);
  });
  it("the other hand's attack of a two-weapon routine is pre-set to its hand", () => {
    expect(attackDefaults({ ...base, otherHand: "off-hand" }).hand).toBe("off-hand");
    expect(attackDefaults(base).hand).toBe("");
  });
  it("a rider charging with a lance on a combat-trained mount doubles weapon damage", () => {
    const charging = { ...base, circumstances: { charging: true }, attacker: knight };
    expect(attackDefaults({ ...charging, weapons: [lance] }).doubling).toBe("mounted-lance-charge");
    expect(attackDefaults({ ...charging, weapons: [longSword] }).doubling).toBe("");
    expect(attackDefaults({ ...charging, attacker: actor(), weapons: [lance] }).doubling).toBe("");
    expect(attackDefaults({ ...base, attacker: knight, weapons: [lance] }).doubling).toBe("");
  });
  it("a chosen lance charge is refused when any weapon or the mount does not allow it", () => {
    const lanceCharge = { doubling: "mounted-lance-charge" as const, charging: true };
    expect(lanceChargeReason(knight, [lance], lanceCharge)).toBeNull();
    expect(lanceChargeReason(knight, [lance, dagger], lanceCharge)).toBe(
      "TEMPO.Segments.Error.LanceRequired",
    );
    expect(lanceChargeReason(knight, [lance], { ...lanceCharge, charging: false })).toBe(
      "TEMPO.Segments.Error.NeedsChargeRound",
    );
    expect(lanceChargeReason(actor(), [dagger], { doubling: "", charging: false })).toBeNull();
  });
});

describe("the hand settles how an attack counts", () => {
  const routine: AttackCount = { number: 1, kind: "routine", at: 3 };
  const joining: AttackCount = { ...routine, hand: "primary", weaponId: "sword", joins: "Actor.orc" };
  const fresh: AttackCount = { number: 2, kind: "routine", at: 3 };

  it("a routine's first attack records its hand; a given attack keeps its count", () => {
    expect(countWithHand(routine, "off-hand", () => fresh)).toEqual({ ...routine, hand: "off-hand" });
    expect(countWithHand(routine, "", () => fresh)).toBe(routine);
    const given: AttackCount = { number: 1, kind: "given", at: 3 };
    expect(countWithHand(given, "primary", () => fresh)).toBe(given);
    expect(countWithHand(null, "primary", () => fresh)).toBeNull();
  });
  it("the other hand's attack keeps the routine's count; another hand counts anew", () => {
    expect(countWithHand(joining, "primary", () => fresh)).toBe(joining);
    let asked: string | undefined;
    const anew = countWithHand(joining, "off-hand", (weaponId) => {
      asked = weaponId;
      return fresh;
    });
    expect(asked).toBe("sword");
    expect(anew).toEqual({ ...fresh, hand: "off-hand" });
    expect(countWithHand(joining, "", () => fresh)).toBe(fresh);
  });
});

describe("whom the attacker may strike", () => {
  const id = (t: string) => (t === "stranger" ? null : t);
  it("not an opponent it closed on this round; one outside the combat always", () => {
    expect(openTargets(schedule, "halvaine", ["orc", "stranger"], id)).toEqual(["stranger"]);
    expect(openTargets(schedule, "orc", ["halvaine"], id)).toEqual(["halvaine"]);
  });
  it("refused when nobody is left; no schedule, no restriction", () => {
    expect(() => openTargets(schedule, "halvaine", ["orc"], id)).toThrow("TEMPO.Segments.Note.ClosedUpon");
    expect(openTargets(null, "halvaine", ["orc"], id)).toEqual(["orc"]);
  });
});

describe("a routine's card", () => {
  it("hits when any strike hits: their damage together, their formulas, every note once", () => {
    const claw = { hit: true, damage: 3, formula: "1d4", notes: ["A"] };
    const miss = { hit: false, damage: 0, formula: "1d4", notes: ["A", "B"] };
    const bite = { hit: true, damage: 5, formula: "1d8", notes: [] };
    expect(routineSummary([claw, miss, bite])).toEqual({
      hits: 2,
      damage: 8,
      hit: true,
      formula: "1d4 + 1d8",
      notes: ["A", "B"],
    });
    expect(routineSummary([miss])).toMatchObject({ hit: false, damage: 0, formula: "" });
    expect(() => routineSummary([{ ...claw, damage: -1 }])).toThrow("TEMPO.Segments.Error.BadDamage");
  });
});
