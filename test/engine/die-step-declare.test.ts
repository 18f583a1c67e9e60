import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/engine/core/errors";
import { dieStep } from "../../src/engine/index";
import type { DeclarationInput } from "../../src/engine/die-step/index";

const SPEAR = {
  attack: "melee",
  die: "d8",
  defense: "def",
  firearmOrCrossbow: false,
  twoHanded: false,
} as const;
const BOW = { ...SPEAR, attack: "ranged", twoHanded: true } as const;
const target = {
  knockedOut: false,
  mounted: false,
  shield: false,
  armed: true,
  longWeapon: false,
  aware: true,
  cannotAct: false,
  nextTurnAp: 1,
};
const input = (over: Partial<DeclarationInput> = {}): DeclarationInput => ({
  action: "attack",
  opportunity: false,
  attacker: { str: "d8" },
  weapon: SPEAR,
  target,
  grapplePartner: false,
  ...over,
});

describe("declaring an attack (what the card fixes before the defender chooses)", () => {
  it("a weapon: its die, a major action, lethal, DEF; the defences with their reasons", () => {
    const d = dieStep.declareAttack(input());
    expect([d.attack, d.die, d.mode, d.category, d.lethal, d.defenseStat, d.provokes]).toEqual([
      "melee",
      "d8",
      "normal",
      "major",
      true,
      "def",
      null,
    ]);
    expect(d.options.map((o) => [o.kind, o.allowed, o.reason ?? ""])).toEqual([
      ["block", false, "no-shield"],
      ["parry", true, ""],
      ["dodge", true, ""],
    ]);
  });

  it("unarmed: STR two ranks down, nonlethal unless the target is knocked out, provoking an armed target", () => {
    const d = dieStep.declareAttack(input({ action: "unarmed", weapon: undefined }));
    expect([d.die, d.lethal, d.provokes]).toEqual(["d4", false, "unarmed-vs-armed"]);
    const down = dieStep.declareAttack(
      input({ action: "unarmed", target: { ...target, knockedOut: true, armed: false } }),
    );
    expect([down.lethal, down.provokes]).toEqual([true, null]);
  });

  it("a grab meets STR, does no damage and provokes an armed target", () => {
    const d = dieStep.declareAttack(input({ action: "grab", weapon: undefined }));
    expect([d.die, d.defenseStat, d.lethal, d.provokes]).toEqual(["d4", "str", false, "grab-vs-armed"]);
  });

  it("a ranged attack provokes by aiming; the prone attacker is disadvantaged, except with a crossbow", () => {
    const d = dieStep.declareAttack(input({ weapon: BOW, attacker: { str: "d8", prone: true } }));
    expect([d.provokes, d.mode, d.reasons.map((r) => r.id)]).toEqual([
      "aim-ranged",
      "disadvantage",
      ["prone-attack"],
    ]);
    const xbow = dieStep.declareAttack(
      input({ weapon: { ...BOW, firearmOrCrossbow: true }, attacker: { str: "d8", prone: true } }),
    );
    expect(xbow.mode).toBe("normal");
    expect(d.options.find((o) => o.kind === "parry")?.reason).toBe("not-melee");
  });

  it("an opportunity attack: a minor interrupt that provokes nothing, and only a basic melee attack", () => {
    const d = dieStep.declareAttack(input({ opportunity: true }));
    expect([d.category, d.provokes]).toEqual(["interrupt", null]);
    let error: unknown;
    try {
      dieStep.declareAttack(input({ opportunity: true, weapon: BOW }));
    } catch (e) {
      error = e;
    }
    expect(error instanceof RuleError && error.key).toBe(dieStep.DS_ERR.OpportunityMelee);
  });

  it("a target that cannot act or has no AP left for its next turn has no active defence", () => {
    const d = dieStep.declareAttack(input({ target: { ...target, nextTurnAp: 0 } }));
    expect(d.options.filter((o) => o.allowed)).toEqual([]);
  });
});

describe("what a full hold allows: crushing and throwing the held target (seed 002, Grappling)", () => {
  const held = { ...input().target, armed: true, shield: true };
  const hold = (action: "crush" | "throw", over: Partial<DeclarationInput> = {}) =>
    dieStep.declareAttack(
      input({
        action,
        weapon: undefined,
        attacker: { str: "d10", holdingFull: true },
        target: held,
        grapplePartner: true,
        ...over,
      }),
    );

  it("a crush: an unarmed strike (STR two ranks down) against which active defences cannot be used", () => {
    const d = hold("crush");
    expect([d.die, d.category, d.defenseStat, d.lethal, d.provokes]).toEqual([
      "d6",
      "major",
      "def",
      false,
      null,
    ]);
    expect(d.options.map((o) => [o.kind, o.allowed, o.reason])).toEqual([
      ["block", false, "no-active-defense"],
      ["parry", false, "no-active-defense"],
      ["dodge", false, "no-active-defense"],
    ]);
  });

  it("a throw: the same strike with advantage, lethal only onto ground the GM calls dangerous", () => {
    const d = hold("throw");
    expect([d.die, d.mode, d.lethal]).toEqual(["d6", "advantage", false]);
    expect(d.reasons.map((r) => r.id)).toContain("throw");
    expect(hold("throw", { lethalGround: true }).lethal).toBe(true);
    expect(hold("crush", { lethalGround: true }).lethal).toBe(false);
  });

  it("both are lethal against a knocked-out target, as unarmed strikes are", () => {
    const out = { ...held, knockedOut: true };
    expect(hold("crush", { target: out }).lethal).toBe(true);
    expect(hold("throw", { target: out }).lethal).toBe(true);
  });
});

describe("mounted riders (Mounted Combat ¶2)", () => {
  it("riders cannot make unarmed attacks: neither a strike nor a grab (Interpretation 41)", () => {
    const rider = { str: "d8", mounted: true } as const;
    for (const action of ["unarmed", "grab"] as const) {
      expect(() => dieStep.declareAttack(input({ action, attacker: rider, weapon: undefined }))).toThrow(
        "TEMPO.DieStep.Error.RiderUnarmed",
      );
    }
    expect(dieStep.declareAttack(input({ attacker: rider })).die).toBe("d8");
  });

  it("a rider cannot dodge, unless its mount dodges for it (Interpretation 40)", () => {
    const dodge = (over: Partial<DeclarationInput["target"]>) =>
      dieStep
        .declareAttack(input({ target: { ...target, ...over } }))
        .options.find((o) => o.kind === "dodge");
    expect(dodge({ mounted: true })).toMatchObject({ allowed: false, reason: "rider" });
    expect(dodge({ mounted: true, mountDodges: true })).toMatchObject({ allowed: true, reason: null });
    expect(dodge({ mounted: true, mountDodges: true, nextTurnAp: 0 })).toMatchObject({ reason: "no-ap" });
  });
});

describe("a helpless attacker (Helpless: 'cannot take any physical actions'; issue 30)", () => {
  it("makes no weapon attack, unarmed strike, grab, crush, throw or opportunity attack; a spell is no physical action", () => {
    const tied = { str: "d8", helpless: true } as const;
    const refused = (over: Partial<DeclarationInput>) => () =>
      dieStep.declareAttack(input({ attacker: tied, ...over }));
    for (const over of [
      {},
      { weapon: BOW },
      { opportunity: true },
      { action: "unarmed" as const, weapon: undefined },
      { action: "grab" as const, weapon: undefined },
      { action: "crush" as const, weapon: undefined, grapplePartner: true },
      { action: "throw" as const, weapon: undefined, grapplePartner: true },
    ])
      expect(refused(over)).toThrow("TEMPO.DieStep.Error.HelplessNoPhysical");
    const spell = { ...SPEAR, attack: "spell", defense: "pre" } as const;
    expect(dieStep.declareAttack(input({ attacker: tied, weapon: spell })).attack).toBe("spell");
    expect(() => dieStep.assertNotHelpless(true, "Grukk")).toThrow("TEMPO.DieStep.Error.HelplessNoPhysical");
    expect(() => dieStep.assertNotHelpless(false, "Grukk")).not.toThrow();
  });
});

describe("the die each defence rolls, as the card shows it (issue 30)", () => {
  const dice = { passive: "d8", def: "d8", att: "d10", ref: "d6" } as const;
  it("passive DEF, block DEF, parry ATT, dodge REF; a helpless DEF's d2; a ranged attack's minimum, saying so", () => {
    expect(dieStep.declareAttack(input({ target: { ...target, dice } })).defenseDice).toEqual({
      passive: { die: "d8", minimum: false },
      block: "d8",
      parry: "d10",
      dodge: "d6",
    });
    const tied = { ...target, dice, helpless: true };
    expect(dieStep.declareAttack(input({ target: tied })).defenseDice?.passive).toEqual({
      die: "d2",
      minimum: false,
    });
    const shot = input({ weapon: BOW, target: tied, rangedMinimum: "d6" });
    expect(dieStep.declareAttack(shot).defenseDice?.passive).toEqual({ die: "d6", minimum: true });
    expect(dieStep.declareAttack(input()).defenseDice).toBeNull();
  });
});
