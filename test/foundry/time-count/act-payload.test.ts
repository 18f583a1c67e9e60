import { describe, expect, it } from "vitest";
import { actPayload, intentPayload } from "../../../src/foundry/rulesets/time-count/act-payload";

const turn = { combatId: "c1", combatantId: "z" };

describe("the act payload: what completing an action on the Time Count reads", () => {
  it("types a flow's input for the turn's combatant, the fields it leaves out at their defaults", () => {
    expect(actPayload(turn, { intent: "move", squares: 6, pace: "run", athletics: 2 })).toEqual({
      combatId: "c1",
      combatantId: "z",
      intent: "move",
      itemId: "",
      actionKey: "",
      messageId: "",
      weaponId: "",
      secondItemId: "",
      twoWeapons: "none",
      withoutHands: false,
      addOns: "",
      stage: "",
      squares: 6,
      pace: "run",
      athletics: 2,
    });
  });

  it("leaves out what is undefined and keeps the turn's combatant whatever the input says", () => {
    const p = actPayload(turn, { itemId: "w1", weaponId: undefined });
    expect(p).toMatchObject({ combatantId: "z", itemId: "w1", weaponId: "" });
  });

  it.each<[Record<string, string | number | boolean>, string]>([
    [{ intent: "fly" }, "an intent that is none"],
    [{ pace: "gallop" }, "a pace that is none"],
    [{ squares: -2 }, "negative squares"],
    [{ twoWeapons: "three" }, "a two-weapon mode that is none"],
  ])("refuses %j (%s) as a malformed act", (input) => {
    expect(() => intentPayload(input)).toThrow(
      expect.objectContaining({ key: "TEMPO.Error.BadRequest", data: { action: "act" } }),
    );
  });
});
