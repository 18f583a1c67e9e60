import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/engine/core/dice";
import { RuleError } from "../../src/engine/core/errors";
import { threeAction as ta } from "../../src/engine/index";

type Sit = Parameters<typeof ta.resolveSituation>[0];
const melee = (extra: Partial<Sit> = {}): Sit => ({ delivery: "melee", attacker: [], target: [], ...extra });
const ranged = (extra: Partial<Sit> = {}): Sit => ({
  delivery: "ranged",
  attacker: [],
  target: [],
  ...extra,
});
const ids = (s: Sit) => ta.resolveSituation(s).reasons.map((r) => `${r.id}:${r.effect}`);
const mode = (s: Sit) => ta.resolveSituation(s).mode;

function key(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.key;
    throw e;
  }
  return "no error";
}

describe("resolveSituation: every condition's effect on an attack roll", () => {
  it("a plain attack rolls one die", () => {
    expect(ta.resolveSituation(melee())).toMatchObject({
      advantage: false,
      disadvantage: false,
      autoMiss: false,
      mode: "normal",
      reasons: [],
    });
  });
  it("Flat Footed target: advantage", () => {
    expect(ids(melee({ target: ["flat-footed"] }))).toEqual(["target-flat-footed:advantage"]);
    expect(mode(ranged({ target: ["flat-footed"] }))).toBe("advantage");
  });
  it("Flanked, Feinted, grappled by the attacker, attacker Hidden: advantage (flat footed to the attacker)", () => {
    expect(ids(melee({ flanked: true }))).toEqual(["flanked:advantage"]);
    expect(ids(melee({ flatFootedToAttacker: true }))).toEqual(["flat-footed-to-attacker:advantage"]);
    expect(ids(melee({ grappledByAttacker: true }))).toEqual(["grappled-by-attacker:advantage"]);
    expect(ids(melee({ attackerHidden: true }))).toEqual(["attacker-hidden:advantage"]);
  });
  it("Blinded, Stunned, Unconscious, Squeezing targets are flat footed to all: advantage", () => {
    for (const c of ["blinded", "stunned", "unconscious", "squeezing"]) {
      expect(ids(ranged({ target: [c], distanceFeet: 30 }))).toEqual([`target-${c}:advantage`]);
    }
  });
  it("Concealed (and Invisible) targets: disadvantage, except against an Area", () => {
    expect(ids(melee({ target: ["concealed"] }))).toEqual(["target-concealed:disadvantage"]);
    expect(ids(melee({ concealedFromAttacker: true }))).toEqual(["concealed-from-attacker:disadvantage"]);
    expect(ids(melee({ target: ["invisible"] }))).toEqual(["target-invisible:disadvantage"]);
    expect(mode(ranged({ target: ["concealed"], area: true }))).toBe("normal");
  });
  it("Hidden: concealed, a declared square; the wrong one always misses", () => {
    expect(key(() => ta.resolveSituation(melee({ hiddenFromAttacker: true })))).toBe(ta.TA_ERR.HiddenSquare);
    const right = ta.resolveSituation(melee({ hiddenFromAttacker: true, declaredSquareCorrect: true }));
    expect(right).toMatchObject({ autoMiss: false, mode: "disadvantage" });
    const wrong = ta.resolveSituation(melee({ hiddenFromAttacker: true, declaredSquareCorrect: false }));
    expect(wrong.autoMiss).toBe(true);
    expect(wrong.reasons.map((r) => r.id)).toContain("wrong-square");
  });
  it("a target Hidden from everyone also needs a declared square; a Hidden attacker gains advantage and is revealed", () => {
    expect(key(() => ta.resolveSituation(melee({ target: ["hidden"] })))).toBe(ta.TA_ERR.HiddenSquare);
    expect(
      ta.resolveSituation(melee({ target: ["undetected"], declaredSquareCorrect: false })).autoMiss,
    ).toBe(true);
    const sneak = ta.resolveSituation(melee({ attacker: ["hidden"] }));
    expect(sneak).toMatchObject({ mode: "advantage", revealsAttacker: true });
    expect(ta.resolveSituation(melee()).revealsAttacker).toBe(false);
  });
  it("an Area attack needs no square against a Hidden target", () => {
    expect(ta.resolveSituation(ranged({ target: ["hidden"], area: true })).autoMiss).toBe(false);
  });
  it("Prone target: advantage in melee, disadvantage at range", () => {
    expect(ids(melee({ target: ["prone"] }))).toEqual(["target-prone-melee:advantage"]);
    expect(ids(ranged({ target: ["prone"], distanceFeet: 30 }))).toEqual([
      "target-prone-ranged:disadvantage",
    ]);
  });
  it("Prone attacker: disadvantage on melee attacks only", () => {
    expect(ids(melee({ attacker: ["prone"] }))).toEqual(["attacker-prone-melee:disadvantage"]);
    expect(mode(ranged({ attacker: ["prone"], distanceFeet: 30 }))).toBe("normal");
  });
  it("Shaken attacker: disadvantage on all attacks", () => {
    expect(mode(melee({ attacker: ["shaken"] }))).toBe("disadvantage");
    expect(mode(ranged({ attacker: ["shaken"], distanceFeet: 20 }))).toBe("disadvantage");
  });
  it("Cover: disadvantage; total cover cannot be attacked", () => {
    expect(ids(ranged({ cover: "partial", distanceFeet: 20 }))).toEqual(["cover:disadvantage"]);
    expect(key(() => ta.resolveSituation(ranged({ cover: "total" })))).toBe(ta.TA_ERR.TotalCover);
    expect(key(() => ta.resolveSituation(ranged({ cover: "low" as "partial" })))).toBe(
      ta.TA_ERR.UnknownCover,
    );
  });
  it("Blinded attacker: everyone is concealed to it (disadvantage), not against an Area", () => {
    expect(ids(melee({ attacker: ["blinded"] }))).toEqual(["attacker-blinded:disadvantage"]);
    expect(mode(melee({ attacker: ["blinded"], area: true }))).toBe("normal");
  });
  it("Squeezing attacker: disadvantage with heavy weapons only", () => {
    expect(mode(melee({ attacker: ["squeezing"], weapon: "heavy" }))).toBe("disadvantage");
    expect(mode(melee({ attacker: ["squeezing"], weapon: "light" }))).toBe("normal");
  });
  it("Grappled attacker: no roll effect of its own", () => {
    expect(mode(melee({ attacker: ["grappled"] }))).toBe("normal");
  });
  it("Stunned or Unconscious attacker cannot attack", () => {
    expect(key(() => ta.resolveSituation(melee({ attacker: ["stunned"] })))).toBe(ta.TA_ERR.CannotAct);
    expect(key(() => ta.resolveSituation(melee({ attacker: ["unconscious"] })))).toBe(ta.TA_ERR.CannotAct);
  });
  it("Dodge: the next attack has disadvantage and uses the Dodge up", () => {
    const r = ta.resolveSituation(melee({ target: ["dodging"] }));
    expect(r).toMatchObject({ mode: "disadvantage", consumesDodge: true });
    expect(ta.resolveSituation(melee()).consumesDodge).toBe(false);
  });
  it("ranged within 5 ft: disadvantage; zero-G unstable attacker: disadvantage", () => {
    expect(ids(ranged({ distanceFeet: 5 }))).toEqual(["ranged-within-5ft:disadvantage"]);
    expect(mode(melee({ attacker: ["unstable"] }))).toBe("disadvantage");
  });
  it("advantage and disadvantage cancel, however many of each", () => {
    const r = ta.resolveSituation(melee({ target: ["prone", "flat-footed"], attacker: ["shaken"] }));
    expect(r).toMatchObject({ advantage: true, disadvantage: true, mode: "normal" });
  });
  it("opposedRollMode: the resisting roller's own Shaken or Prone is disadvantage", () => {
    expect(ta.opposedRollMode([])).toBe("normal");
    expect(ta.opposedRollMode(["prone"])).toBe("disadvantage");
    expect(ta.opposedRollMode(["shaken"])).toBe("disadvantage");
    expect(ta.opposedRollMode(["squeezing"], "heavy")).toBe("disadvantage");
    expect(ta.opposedRollMode(["flat-footed"])).toBe("normal");
  });
});

describe("d20 attacks against a Defense", () => {
  it("formula and dice count per mode", () => {
    expect(ta.d20Formula("advantage")).toBe("2d20kh");
    expect(ta.d20Formula("disadvantage")).toBe("2d20kl");
    expect(ta.d20Formula("normal")).toBe("1d20");
  });
  it("hits on a total equal to the Defense, misses one below", () => {
    expect(ta.evaluateAttack([10], { bonus: 5, defense: 15, mode: "normal" })).toMatchObject({
      total: 15,
      hit: true,
      critical: false,
    });
    expect(ta.evaluateAttack([9], { bonus: 5, defense: 15, mode: "normal" }).hit).toBe(false);
  });
  it("advantage keeps the higher die, disadvantage the lower", () => {
    expect(ta.rollAttack(scriptedDice([4, 17]), { bonus: 0, defense: 10, mode: "advantage" }).natural).toBe(
      17,
    );
    expect(
      ta.rollAttack(scriptedDice([4, 17]), { bonus: 0, defense: 10, mode: "disadvantage" }),
    ).toMatchObject({
      natural: 4,
      hit: false,
    });
  });
  it("the range penalty is subtracted", () => {
    expect(ta.evaluateAttack([10], { bonus: 5, penalty: 2, defense: 15, mode: "normal" }).hit).toBe(false);
  });
  it("critical success (Interpretation 2): beating the Defense by 10, or a natural 20 that hits", () => {
    expect(ta.evaluateAttack([15], { bonus: 5, defense: 10, mode: "normal" }).critical).toBe(true);
    expect(ta.evaluateAttack([14], { bonus: 5, defense: 10, mode: "normal" }).critical).toBe(false);
    expect(ta.evaluateAttack([20], { bonus: 0, defense: 19, mode: "normal" }).critical).toBe(true);
    expect(ta.evaluateAttack([20], { bonus: 0, defense: 25, mode: "normal" })).toMatchObject({
      hit: false,
      critical: false,
    });
  });
  it("autoMiss: the roll is made and misses, even a natural 20", () => {
    expect(ta.evaluateAttack([20], { bonus: 9, defense: 5, mode: "normal", autoMiss: true }).hit).toBe(false);
  });
  it("refuses the wrong number of dice and a die off the d20", () => {
    expect(key(() => ta.evaluateAttack([5], { bonus: 0, defense: 5, mode: "advantage" }))).toBe(
      ta.TA_ERR.DiceCount,
    );
    expect(key(() => ta.evaluateAttack([21], { bonus: 0, defense: 5, mode: "normal" }))).toBe(
      ta.TA_ERR.DieFace,
    );
  });
  it("a critical success deals double damage", () => {
    expect(ta.hitDamage(7, true)).toBe(14);
    expect(ta.hitDamage(7, false)).toBe(7);
  });
});

describe("area attacks: one roll for every target (Interpretation 4)", () => {
  it("each target keeps by its own mode from the same two dice", () => {
    const r = ta.evaluateAreaAttack([6, 16], 2, 0, [
      { defense: 10, mode: "normal" },
      { defense: 10, mode: "advantage" },
      { defense: 10, mode: "disadvantage" },
    ]);
    expect(r.map((x) => [x.natural, x.hit])).toEqual([
      [6, false],
      [16, true],
      [6, false],
    ]);
  });
  it("one die when no target needs two", () => {
    expect(ta.evaluateAreaAttack([12], 0, 0, [{ defense: 12, mode: "normal" }])[0]!.hit).toBe(true);
    expect(key(() => ta.evaluateAreaAttack([12], 0, 0, [{ defense: 12, mode: "advantage" }]))).toBe(
      ta.TA_ERR.DiceCount,
    );
  });
});

describe("opposed rolls (maneuvers)", () => {
  const input = {
    attackerBonus: 3,
    attackerMode: "normal",
    defenderBonus: 2,
    defenderMode: "normal",
  } as const;
  it("the attacker must beat the defender's total; a tie fails (Interpretation 5)", () => {
    expect(ta.evaluateOpposed([10], [10], input)).toMatchObject({ success: true, critical: false });
    expect(ta.evaluateOpposed([10], [11], input).success).toBe(false);
  });
  it("critical: beating the defender's total by 10 or more", () => {
    expect(ta.evaluateOpposed([18], [9], input)).toMatchObject({ success: true, critical: true });
    expect(ta.evaluateOpposed([17], [9], input).critical).toBe(false);
  });
  it("rolls the attacker's dice first, then the defender's", () => {
    const r = ta.rollOpposed(scriptedDice([3, 19, 2]), { ...input, attackerMode: "advantage" });
    expect(r.attacker.natural).toBe(19);
    expect(r.defender.natural).toBe(2);
  });
});

describe("planAttack: one call for the attack card", () => {
  const stats = { level: 2, str: 3, dex: 1, ess: 4 };
  it("a ranged attack: bonus, range penalty, disadvantage within 5 ft, formula", () => {
    const far = ta.planAttack({
      ...stats,
      kind: "ranged",
      weapon: "medium",
      situation: { attacker: [], target: [] },
      distanceFeet: 70,
      incrementFeet: 30,
    });
    expect(far).toMatchObject({
      bonus: 3,
      penalty: 2,
      mode: "normal",
      formula: "1d20 + 1",
      defense: "physical",
    });
    const near = ta.planAttack({
      ...stats,
      kind: "ranged",
      weapon: "medium",
      situation: { attacker: [], target: ["prone"] },
      distanceFeet: 5,
      incrementFeet: 30,
    });
    expect(near.mode).toBe("disadvantage");
    expect(near.formula).toBe("2d20kl + 3");
    expect(near.reasons.map((r) => r.id)).toEqual(["target-prone-ranged", "ranged-within-5ft"]);
  });
  it("a melee attack against a prone, flanked target; no range penalty in melee", () => {
    const p = ta.planAttack({
      ...stats,
      kind: "melee",
      weapon: "heavy",
      situation: { attacker: [], target: ["prone"], flanked: true },
      distanceFeet: 5,
      incrementFeet: 5,
    });
    expect(p).toMatchObject({ bonus: 5, penalty: 0, mode: "advantage", formula: "2d20kh + 5" });
  });
  it("a spell attack may target Mental Defense and is ranged unless it says melee", () => {
    const p = ta.planAttack({
      ...stats,
      kind: "spell",
      situation: { attacker: [], target: ["prone"] },
      defense: "mental",
    });
    expect(p).toMatchObject({ bonus: 6, mode: "disadvantage", defense: "mental" });
    const touch = ta.planAttack({
      ...stats,
      kind: "spell",
      situation: { delivery: "melee", attacker: [], target: ["prone"] },
    });
    expect(touch.mode).toBe("advantage");
  });
  it("a Feint is a melee attack roll against Mental Defense", () => {
    const p = ta.planAttack({
      ...stats,
      kind: "melee",
      weapon: "light",
      situation: { attacker: [], target: [] },
      defense: ta.maneuverAgainst("feint") === "mental" ? "mental" : "physical",
    });
    expect(p).toMatchObject({ defense: "mental", bonus: 5 });
  });
});
