// Health from any source (issue 28) under Die-Step Contests (seed 002): what a value set by hand means
// ("Taking Damage", "Knocked out", "Instant death", "Mortally wounded", "Badly wounded", "Magical healing"),
// the states that take a character out of the fight, and an AP budget that follows the wound state at once.
import { describe, expect, it } from "vitest";
import { dieStep, turns } from "../../src/engine/index";
import { RuleError } from "../../src/engine/core/errors";

const { healthSet, outOfFight, woundBudget, DIE_STEP_TURNS } = dieStep;

const whole: dieStep.HealthTarget = {
  hp: 6,
  maxHp: 6,
  mp: 4,
  minion: false,
  wound: "none",
  survivalPending: false,
  permanentInjury: false,
  stunned: "none",
};

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error instanceof RuleError ? error.key : String(error);
  }
  return null;
};

describe("health set by hand: damage", () => {
  it("a lower value is one hit of lethal damage: HP and MP as the card's hit leaves them", () => {
    const r = healthSet(whole, 4);
    expect(r.vitals.hp).toBe(4);
    expect(r.mp).toBe(4);
    expect(r.event).toBeNull();
  });

  it("0 knocks out for the encounter: MP 0, the survival roll owed (lethal)", () => {
    const r = healthSet(whole, 0);
    expect(r.vitals).toMatchObject({ hp: 0, survivalPending: true, wound: "none" });
    expect(r.mp).toBe(0);
    expect(r.event).toBe("knocked-out");
  });

  it("HPs cannot go below zero: a negative value is 0, its drop the damage of one shot", () => {
    expect(healthSet(whole, -3).vitals.hp).toBe(0);
    // 6 - (-6) = 12 = 2 x max HP in one shot: instantly dead
    const dead = healthSet(whole, -6);
    expect(dead.vitals).toMatchObject({ hp: 0, wound: "dead", survivalPending: false });
    expect(dead.event).toBe("dead");
    expect(healthSet(whole, -5).event).toBe("knocked-out");
  });

  it("already knocked out: 1 x max HP more kills", () => {
    const down = { ...whole, hp: 0, mp: 0, survivalPending: true };
    expect(healthSet(down, -6).event).toBe("dead");
    expect(healthSet(down, -5).vitals).toMatchObject({ hp: 0, wound: "none", survivalPending: true });
  });

  it("a minor unnamed foe knocked out dies; a character of 0 max HP dies of any damage", () => {
    expect(healthSet({ ...whole, minion: true }, 0).vitals.wound).toBe("dead");
    expect(healthSet({ ...whole, minion: true }, 1).vitals.wound).toBe("none");
    expect(healthSet({ ...whole, hp: 0, maxHp: 0, mp: 0 }, -1).event).toBe("dead");
  });

  it("a badly wounded character stays badly wounded when hurt", () => {
    const r = healthSet({ ...whole, hp: 3, wound: "badly-wounded" }, 2);
    expect(r.vitals.wound).toBe("badly-wounded");
  });
});

describe("health set by hand: healing", () => {
  it("more than the maximum heals up to the maximum", () => {
    expect(healthSet({ ...whole, hp: 2 }, 99).vitals.hp).toBe(6);
  });

  it("a badly wounded character healed to full HP loses the penalty; short of it keeps it", () => {
    const bad = { ...whole, hp: 2, wound: "badly-wounded" as const };
    expect(healthSet(bad, 5).vitals.wound).toBe("badly-wounded");
    const full = healthSet(bad, 6);
    expect(full.vitals.wound).toBe("none");
    expect(full.event).toBe("healed-full");
  });

  it("a nonlethal knock-out healed comes to (no stun: that is magical healing's and the survival roll's)", () => {
    const r = healthSet({ ...whole, hp: 0, mp: 0 }, 2);
    expect(r.vitals).toMatchObject({ hp: 2, stunned: "none", wound: "none" });
    expect(r.event).toBe("revived");
  });

  it("a mortal wound healed becomes a bad wound, with a permanent injury", () => {
    const mortal = { ...whole, hp: 0, mp: 0, wound: "mortally-wounded" as const };
    const r = healthSet(mortal, 1);
    expect(r.vitals).toMatchObject({ hp: 1, wound: "badly-wounded", permanentInjury: true });
    expect(r.event).toBe("mortal-healed");
  });

  it("a lethal knock-out owes its survival roll first: refused (magical healing rolls it)", () => {
    const owed = { ...whole, hp: 0, mp: 0, survivalPending: true };
    expect(refusal(() => healthSet(owed, 3))).toBe(dieStep.DS_ERR.SurvivalOwedHeal);
  });

  it("the dead are neither hurt nor healed, and HP must be whole", () => {
    const dead = { ...whole, hp: 0, wound: "dead" as const };
    expect(refusal(() => healthSet(dead, 3))).toBe(dieStep.DS_ERR.DeadHealth);
    expect(refusal(() => healthSet(whole, 2.5))).toBe(dieStep.DS_ERR.NotInteger);
  });
});

describe("out of the fight: knocked out (0 HP) or dead", () => {
  it("says which", () => {
    expect(outOfFight({ hp: 0, wound: "none" })).toEqual({ knockedOut: true, dead: false });
    expect(outOfFight({ hp: 0, wound: "mortally-wounded" })).toEqual({ knockedOut: true, dead: false });
    expect(outOfFight({ hp: 0, wound: "dead" })).toEqual({ knockedOut: false, dead: true });
    expect(outOfFight({ hp: 3, wound: "badly-wounded" })).toEqual({ knockedOut: false, dead: false });
  });
});

describe("the AP budget follows the wound state at once", () => {
  const start = () =>
    turns.startCombat(
      DIE_STEP_TURNS,
      [
        { id: "a", initiative: 9, baseAp: 4 },
        { id: "b", initiative: 5, baseAp: 3 },
      ],
      () => 1,
    );

  it("badly wounded during its own turn: the AP left are halved with the budget (what was spent stays spent)", () => {
    const s0 = start();
    expect(s0.active).toBe("a");
    const spent = dieStep.actDieStep(s0, "a", { category: "minor" }); // 4 -> 3
    const s1 = woundBudget(spent, "a", true); // budget 4 -> 2: 3 - 2 = 1 left
    expect(s1.combatants.a!.ap).toBe(1);
    expect(turns.apBudget(DIE_STEP_TURNS, s1.combatants.a!)).toBe(2);
  });

  it("healed to full HP during its turn: the AP left grow back with the budget", () => {
    const s1 = woundBudget(start(), "a", true);
    expect(s1.combatants.a!.ap).toBe(2);
    const s2 = woundBudget(s1, "a", false);
    expect(s2.combatants.a!.ap).toBe(4);
  });

  it("outside its turn: the next turn's budget (and the interrupts it allows) follows; the AP left do not", () => {
    const s1 = woundBudget(start(), "b", true);
    expect(s1.combatants.b!.ap).toBe(start().combatants.b!.ap);
    expect(dieStep.nextTurnAp(s1, "b")).toBe(1);
  });

  it("no change, no new state; the unskilled rider's halving stays", () => {
    const s0 = start();
    expect(woundBudget(s0, "a", false)).toBe(s0);
    const riding = turns.setBudgetModifiers(s0, DIE_STEP_TURNS, "b", [
      { pool: "ap", op: "halve", source: "unskilled-rider" },
    ]);
    const s1 = woundBudget(riding, "b", true);
    expect(s1.combatants.b!.modifiers.map((m) => m.source)).toEqual(["unskilled-rider", "badly-wounded"]);
  });
});

describe("Die-Step: the statuses the vitals call for, and what a value set by hand changed", () => {
  const has =
    (...ids: string[]) =>
    (id: string) =>
      ids.includes(id);

  it("knocked out at 0: Unconscious; up again: Unconscious goes; dead: Dead, whatever else it has", () => {
    expect(dieStep.vitalStatusChanges({ hp: 0, wound: "none" }, has())).toEqual({
      add: ["unconscious"],
      remove: [],
    });
    expect(dieStep.vitalStatusChanges({ hp: 3, wound: "none" }, has("unconscious"))).toEqual({
      add: [],
      remove: ["unconscious"],
    });
    expect(dieStep.vitalStatusChanges({ hp: 0, wound: "dead" }, has("unconscious"))).toEqual({
      add: ["dead"],
      remove: [],
    });
    expect(dieStep.vitalStatusChanges({ hp: 0, wound: "dead" }, has("dead"))).toEqual({
      add: [],
      remove: [],
    });
  });

  it("names only the fields the rules changed, by their stored paths", () => {
    const target = whole;
    const r = dieStep.healthSet(target, 0);
    const changed = dieStep.changedByHealth(target, r);
    expect(Object.keys(changed)).not.toContain("hp.value");
    expect(changed["mp.value"]).toBe(r.mp);
    expect(changed.survivalPending).toBe(true);
    expect(dieStep.changedByHealth(target, dieStep.healthSet(target, 6))).toEqual({});
  });
});
