import { describe, expect, it } from "vitest";
import { dieStep } from "../../src/engine/index";

const {
  allowedDefenses,
  defenseOptions,
  assertDefenseAllowed,
  activeDefenseRoll,
  passiveDefense,
  rollSituation,
} = dieStep;

const armed = { shield: true, meleeWeapon: true, aware: true };

describe("allowed active defences", () => {
  it("melee: block, parry, dodge", () => {
    expect(allowedDefenses({ attack: "melee", ...armed })).toEqual(["block", "parry", "dodge"]);
  });

  it("ranged and physical spells: block and dodge, no parry", () => {
    expect(allowedDefenses({ attack: "ranged", ...armed })).toEqual(["block", "dodge"]);
    expect(allowedDefenses({ attack: "physical-spell", ...armed })).toEqual(["block", "dodge"]);
  });

  it("spells without a physical effect: none", () => {
    expect(allowedDefenses({ attack: "spell", ...armed })).toEqual([]);
  });

  it("no shield, no block; an unarmed parry is still allowed (disadvantaged against a weapon)", () => {
    expect(allowedDefenses({ attack: "melee", shield: false, meleeWeapon: false, aware: true })).toEqual([
      "parry",
      "dodge",
    ]);
  });

  it("unaware: none", () => {
    expect(allowedDefenses({ attack: "melee", ...armed, aware: false })).toEqual([]);
  });

  it("riders cannot dodge; crush and throw allow none; no AP next turn, none", () => {
    expect(allowedDefenses({ attack: "melee", ...armed, rider: true })).toEqual(["block", "parry"]);
    expect(allowedDefenses({ attack: "melee", ...armed, noActiveDefense: true })).toEqual([]);
    expect(allowedDefenses({ attack: "melee", ...armed, nextTurnAp: 0 })).toEqual([]);
    expect(allowedDefenses({ attack: "melee", ...armed, nextTurnAp: 1 })).toHaveLength(3);
  });

  it("each refused option says why (the card's disabled buttons)", () => {
    const opts = defenseOptions({ attack: "ranged", shield: false, meleeWeapon: true, aware: true });
    expect(opts).toEqual([
      { kind: "block", allowed: false, reason: "no-shield" },
      { kind: "parry", allowed: false, reason: "not-melee" },
      { kind: "dodge", allowed: true, reason: null },
    ]);
    expect(() => assertDefenseAllowed("parry", { attack: "ranged", ...armed })).toThrow(/DefenseNotAllowed/);
    expect(() => assertDefenseAllowed("withstand", { attack: "melee", ...armed })).toThrow(/UnknownDefense/);
  });
});

describe("active defence rolls", () => {
  const dice = { def: "d8", att: "d10", ref: "d6" } as const;
  it("block = DEF with advantage, parry = ATT, dodge = REF", () => {
    expect(activeDefenseRoll("block", dice)).toEqual({ die: "d8", advantage: true });
    expect(activeDefenseRoll("parry", dice)).toEqual({ die: "d10", advantage: false });
    expect(activeDefenseRoll("dodge", dice)).toEqual({ die: "d6", advantage: false });
  });
});

describe("the passive defence", () => {
  const base = { die: "d8", attack: "melee", helpless: false, unaware: false, prone: false } as const;

  it("plain: the die, no disadvantage", () => {
    expect(passiveDefense(base)).toEqual({ die: "d8", disadvantage: false, minimum: false });
  });

  it("unaware: disadvantaged, unless the attack is indirect", () => {
    expect(passiveDefense({ ...base, unaware: true }).disadvantage).toBe(true);
    expect(passiveDefense({ ...base, attack: "spell", unaware: true, indirect: true }).disadvantage).toBe(
      false,
    );
  });

  it("prone: disadvantaged against melee only", () => {
    expect(passiveDefense({ ...base, prone: true }).disadvantage).toBe(true);
    expect(passiveDefense({ ...base, attack: "ranged", prone: true }).disadvantage).toBe(false);
  });

  it("helpless: DEF automatically a d2 with disadvantage", () => {
    expect(passiveDefense({ ...base, helpless: true })).toEqual({
      die: "d2",
      disadvantage: true,
      minimum: false,
    });
  });

  it("ranged: the range's minimum, with no disadvantage from any source, when it is better", () => {
    expect(passiveDefense({ ...base, attack: "ranged", helpless: true, rangedMinimum: "d4" })).toEqual({
      die: "d4",
      disadvantage: false,
      minimum: true,
    });
    expect(passiveDefense({ ...base, attack: "ranged", unaware: true, rangedMinimum: "d8" })).toEqual({
      die: "d8",
      disadvantage: false,
      minimum: true,
    });
    expect(passiveDefense({ ...base, attack: "ranged", rangedMinimum: "d4" }).minimum).toBe(false);
    // the minimum is for ranged attacks only
    expect(passiveDefense({ ...base, helpless: true, rangedMinimum: "d6" }).die).toBe("d2");
  });
});

describe("advantage and disadvantage from every situation of the seed", () => {
  const ids = (s: dieStep.RollSituation) => rollSituation(s).reasons.map((r) => r.id);

  it("unaware and surprised passive defences; surprised turn order", () => {
    expect(
      ids({ roll: "passive-defense", attack: "melee", self: { unaware: true, surprised: true } }),
    ).toEqual(["surprised", "unaware"]);
    expect(rollSituation({ roll: "initiative", self: { surprised: true } }).mode).toBe("disadvantage");
    expect(
      ids({ roll: "passive-defense", attack: "spell", self: { unaware: true }, indirect: true }),
    ).toEqual([]);
  });

  it("prone: attacks (not firearms or crossbows) and defences against melee", () => {
    expect(ids({ roll: "attack", attack: "melee", self: { prone: true } })).toEqual(["prone-attack"]);
    expect(ids({ roll: "attack", attack: "ranged", self: { prone: true }, firearmOrCrossbow: true })).toEqual(
      [],
    );
    expect(ids({ roll: "dodge", attack: "melee", self: { prone: true } })).toEqual(["prone-defense"]);
    expect(ids({ roll: "dodge", attack: "ranged", self: { prone: true } })).toEqual([]);
  });

  it("helpless: passive DEF disadvantaged; badly wounded and stunned: every roll", () => {
    expect(ids({ roll: "passive-defense", attack: "melee", self: { helpless: true } })).toEqual(["helpless"]);
    expect(ids({ roll: "other", self: { badlyWounded: true, stunned: true } })).toEqual([
      "badly-wounded",
      "stunned",
    ]);
  });

  it("fully held: physical actions and defences, escaping; not spells", () => {
    expect(ids({ roll: "escape", self: { fullyHeld: true } })).toEqual(["fully-held"]);
    expect(ids({ roll: "attack", attack: "melee", self: { fullyHeld: true }, grapplePartner: true })).toEqual(
      ["fully-held"],
    );
    expect(ids({ roll: "attack", attack: "spell", self: { fullyHeld: true }, grapplePartner: true })).toEqual(
      [],
    );
  });

  it("holding: defences disadvantaged against others, advantaged against the held target", () => {
    expect(ids({ roll: "passive-defense", attack: "melee", self: { holdingFull: true } })).toEqual([
      "holding",
    ]);
    const partner = rollSituation({
      roll: "passive-defense",
      attack: "melee",
      self: { holdingFull: true },
      grapplePartner: true,
    });
    expect(partner).toMatchObject({ advantage: true, disadvantage: false, mode: "advantage" });
  });

  it("in a grab, attacking anyone else is disadvantaged", () => {
    expect(ids({ roll: "attack", attack: "melee", self: { grappling: true } })).toEqual(["grappling-other"]);
    expect(ids({ roll: "attack", attack: "melee", self: { grappling: true }, grapplePartner: true })).toEqual(
      [],
    );
  });

  it("mounted: 1H melee against foot advantaged unless a long weapon; ranged from a moving mount", () => {
    const mounted = {
      roll: "attack",
      attack: "melee",
      self: { mounted: true },
      oneHandedMelee: true,
    } as const;
    expect(ids(mounted)).toEqual(["mounted-one-handed"]);
    expect(ids({ ...mounted, targetLongWeapon: true })).toEqual([]);
    expect(ids({ ...mounted, targetMounted: true })).toEqual([]);
    expect(ids({ roll: "attack", attack: "ranged", self: { mounted: true }, movingMount: true })).toEqual([
      "moving-mount",
    ]);
  });

  it("unskilled riders: every physical action while mounted", () => {
    expect(ids({ roll: "physical", self: { mounted: true, unskilledRider: true } })).toEqual([
      "unskilled-rider",
    ]);
    expect(ids({ roll: "physical", self: { mounted: false, unskilledRider: true } })).toEqual([]);
  });

  it("parry: giants, unarmed against a weapon, unsuited weapon; dodge without room; block advantaged", () => {
    expect(
      ids({
        roll: "parry",
        attack: "melee",
        self: {},
        giantOpponent: true,
        unarmedVsWeapon: true,
        weaponCannotParry: true,
      }),
    ).toEqual(["giant-opponent", "unarmed-parry", "unsuited-weapon"]);
    expect(ids({ roll: "dodge", attack: "melee", self: {}, noRoom: true })).toEqual(["no-room"]);
    expect(rollSituation({ roll: "block", attack: "melee", self: {} }).mode).toBe("advantage");
  });

  it("advantage and disadvantage cancel: a badly wounded block is a plain roll", () => {
    expect(rollSituation({ roll: "block", attack: "melee", self: { badlyWounded: true } })).toMatchObject({
      advantage: true,
      disadvantage: true,
      mode: "normal",
    });
  });

  it("throwing and the ritual's survival roll are advantaged", () => {
    expect(ids({ roll: "attack", attack: "melee", self: {}, throwing: true })).toEqual(["throw"]);
    expect(ids({ roll: "survival", self: {}, ritual: true })).toEqual(["ritual"]);
  });
});

describe("the defence roll the card makes (defenseRoll)", () => {
  const dice = { passive: "d6", def: "d8", att: "d10", ref: "d4" } as const;
  const ids = (r: { reasons: { id: string }[] }) => r.reasons.map((x) => x.id);

  it("passive: the attack's die, every disadvantage of the situation, with its reasons", () => {
    const r = dieStep.defenseRoll({
      kind: "passive",
      attack: "melee",
      self: { prone: true, unaware: true },
      dice,
    });
    expect([r.die, r.mode]).toEqual(["d6", "disadvantage"]);
    expect(ids(r)).toEqual(expect.arrayContaining(["unaware", "prone-defense"]));
  });

  it("passive, helpless against a ranged attack: the range's minimum, with no disadvantage, saying so", () => {
    const self = { helpless: true, badlyWounded: true };
    const ranged = dieStep.defenseRoll({
      kind: "passive",
      attack: "ranged",
      self,
      dice,
      rangedMinimum: "d4",
    });
    // "a minimum passive defense (with no disadvantage from any source)": the card says why (issue 30)
    expect([ranged.die, ranged.mode, ranged.reasons, ranged.minimum]).toEqual(["d4", "normal", [], true]);
    const melee = dieStep.defenseRoll({ kind: "passive", attack: "melee", self, dice, rangedMinimum: "d4" });
    expect([melee.die, melee.mode, melee.minimum]).toEqual(["d2", "disadvantage", false]);
  });

  it("block: DEF with advantage, cancelled by a bad wound; parry: ATT; dodge: REF", () => {
    const block = dieStep.defenseRoll({ kind: "block", attack: "melee", self: {}, dice });
    expect([block.die, block.mode]).toEqual(["d8", "advantage"]);
    const hurt = dieStep.defenseRoll({ kind: "block", attack: "melee", self: { badlyWounded: true }, dice });
    expect([hurt.die, hurt.mode]).toEqual(["d8", "normal"]);
    expect(ids(hurt)).toEqual(expect.arrayContaining(["badly-wounded", "block"]));
    const parry = dieStep.defenseRoll({
      kind: "parry",
      attack: "melee",
      self: {},
      dice,
      unarmedVsWeapon: true,
    });
    expect([parry.die, parry.mode, ids(parry)]).toEqual(["d10", "disadvantage", ["unarmed-parry"]]);
    const dodge = dieStep.defenseRoll({ kind: "dodge", attack: "ranged", self: {}, dice, noRoom: true });
    expect([dodge.die, dodge.mode, ids(dodge)]).toEqual(["d4", "disadvantage", ["no-room"]]);
  });
});

describe("a contest's outcome as the card words it (issue 30)", () => {
  it("a hit beats the defence, a tie goes to the defender, anything lower is a plain miss", () => {
    expect(dieStep.contestOutcome(5, 4)).toBe("hit");
    expect(dieStep.contestOutcome(4, 4)).toBe("tie");
    expect(dieStep.contestOutcome(2, 4)).toBe("miss");
  });
});
