// The die-step card's view, in Node: what the card shows before and after the defender's choice.
import { describe, expect, it } from "vitest";
import { blankCardView } from "./fixtures";
import { cardContext } from "../../../src/foundry/rulesets/die-step/card-view";

describe("the die-step attack card's view", () => {
  it("waits for the defence: passive always allowed, each active defence with its reason key and its die", () => {
    const view = cardContext(
      blankCardView({
        options: [
          { kind: "block", allowed: false, reason: "no-shield", die: "d8" },
          { kind: "parry", allowed: true, reason: "", die: "d10" },
          { kind: "dodge", allowed: false, reason: "no-ap", die: "d6" },
        ],
      }),
    );
    expect(view.waiting).toBe(true);
    const die = (kind: string, d: string, stat = "") => ({
      dieLabel: `TEMPO.DieStep.Card.DefenseDie.${kind}`,
      stat,
      die: d,
    });
    expect(view.defenses).toEqual([
      {
        kind: "passive",
        label: "TEMPO.DieStep.Defense.passive",
        allowed: true,
        reason: "",
        ...die("passive", "d8", "TEMPO.DieStep.Stat.def"),
      },
      {
        kind: "block",
        label: "TEMPO.DieStep.Defense.block",
        allowed: false,
        reason: "TEMPO.DieStep.NoDefense.no-shield",
        ...die("block", "d8"),
      },
      {
        kind: "parry",
        label: "TEMPO.DieStep.Defense.parry",
        allowed: true,
        reason: "",
        ...die("parry", "d10"),
      },
      {
        kind: "dodge",
        label: "TEMPO.DieStep.Defense.dodge",
        allowed: false,
        reason: "TEMPO.DieStep.NoDefense.no-ap",
        ...die("dodge", "d6"),
      },
    ]);
    expect(view.minimumNote).toBe("");
  });

  it("a ranged attack with a range's minimum: the card says why, and the passive button rolls the minimum (issue 30)", () => {
    const card = { attack: "ranged", minimum: "d6", defenseStat: "def" };
    const replaced = cardContext(blankCardView({ ...card, passiveDie: "d6", passiveMinimum: true }));
    expect(replaced.minimumNote).toBe("d6");
    expect(replaced.defenses[0]).toMatchObject({
      dieLabel: "TEMPO.DieStep.Card.DefenseDie.minimum",
      die: "d6",
    });
    const own = cardContext(blankCardView({ ...card, passiveDie: "d8" }));
    expect(own.defenses[0]).toMatchObject({ dieLabel: "TEMPO.DieStep.Card.DefenseDie.passive", die: "d8" });
    // a melee weapon with a minimum set by mistake: no minimum applies
    expect(cardContext(blankCardView({ ...card, attack: "melee" })).minimumNote).toBe("");
  });

  it("the outcome: a hit, a tie that goes to the defender, a plain miss (issue 30)", () => {
    const rolled = (attack: number, defense: number, successes: number) =>
      cardContext(
        blankCardView({
          defense: "passive",
          successes,
          attackRoll: { die: "d8", mode: "normal", results: [attack], kept: attack },
          defenseRoll: { die: "d6", mode: "normal", results: [defense], kept: defense },
        }),
      ).outcomeLabel;
    expect(rolled(6, 3, 2)).toBe("TEMPO.DieStep.Card.Hit");
    expect(rolled(3, 3, 0)).toBe("TEMPO.DieStep.Card.Tie");
    expect(rolled(2, 3, 0)).toBe("TEMPO.DieStep.Card.Miss");
    expect(cardContext(blankCardView()).outcomeLabel).toBe("");
  });

  it("after the dice: one kept die marked (even when both show the same), reasons with their effect", () => {
    const view = cardContext(
      blankCardView({
        defense: "block",
        attackRoll: { die: "d8", mode: "disadvantage", results: [5, 5], kept: 5 },
        defenseRoll: { die: "d6", mode: "normal", results: [3], kept: 3 },
        attackReasons: ["disadvantage:prone-attack"],
      }),
    );
    expect(view.waiting).toBe(false);
    expect(view.attackRoll.dice).toEqual([
      { value: 5, kept: true },
      { value: 5, kept: false },
    ]);
    // a single die is not marked (nothing was dropped)
    expect(view.defenseRoll.dice).toEqual([{ value: 3, kept: false }]);
    expect(view.attackReasons).toEqual([
      {
        id: "prone-attack",
        effect: "disadvantage",
        label: "TEMPO.DieStep.Reason.prone-attack",
        effectLabel: "TEMPO.DieStep.Card.disadvantage",
      },
    ]);
    expect(view.defenseLabel).toBe("TEMPO.DieStep.Defense.block");
  });
});
