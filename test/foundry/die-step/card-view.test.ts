// The die-step card's view, in Node: what the card shows before and after the defender's choice.
import { describe, expect, it } from "vitest";
import { blankCardView } from "./fixtures";
import { cardContext } from "../../../src/foundry/rulesets/die-step/card-view";

describe("the die-step attack card's view", () => {
  it("waits for the defence: passive always allowed, each active defence with its reason key", () => {
    const view = cardContext(
      blankCardView({
        options: [
          { kind: "block", allowed: false, reason: "no-shield" },
          { kind: "parry", allowed: true, reason: "" },
          { kind: "dodge", allowed: false, reason: "no-ap" },
        ],
      }),
    );
    expect(view.waiting).toBe(true);
    expect(view.defenses).toEqual([
      { kind: "passive", label: "TEMPO.DieStep.Defense.passive", allowed: true, reason: "" },
      {
        kind: "block",
        label: "TEMPO.DieStep.Defense.block",
        allowed: false,
        reason: "TEMPO.DieStep.NoDefense.no-shield",
      },
      { kind: "parry", label: "TEMPO.DieStep.Defense.parry", allowed: true, reason: "" },
      {
        kind: "dodge",
        label: "TEMPO.DieStep.Defense.dodge",
        allowed: false,
        reason: "TEMPO.DieStep.NoDefense.no-ap",
      },
    ]);
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
