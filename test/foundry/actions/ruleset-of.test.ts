import { describe, expect, it } from "vitest";
import { defineAction, isRollMode, requireText } from "../../../src/foundry/actions/action";
import { rulesetOf, type RulesetLookup } from "../../../src/foundry/actions/ruleset-of";
import { keyOf } from "../../engine/rule-error-key";

const lookup: RulesetLookup = {
  messageRuleset: (id) => ({ m1: "segments", m2: "nonsense" })[id],
  combatRuleset: (id) => (id === "c1" ? "combat-roll" : undefined),
  active: () => "time-count",
};

describe("the ruleset of an action", () => {
  it("is the card's for a card's payload, whatever `ruleset` the payload names", () => {
    expect(rulesetOf({ messageId: "m1", ruleset: "time-count" }, lookup)).toBe("segments");
  });

  it("is the combat's for a tracker's payload, even one carrying card ids as data", () => {
    expect(rulesetOf({ combatId: "c1", ruleset: "segments" }, lookup)).toBe("combat-roll");
    expect(rulesetOf({ combatId: "c1", messageId: "m1,m2" }, lookup)).toBe("combat-roll");
  });

  it("is the world's otherwise (a sheet, a macro): a `ruleset` field is not trusted", () => {
    expect(rulesetOf({ ruleset: "segments" }, lookup)).toBe("time-count");
  });

  it("refuses a missing or foreign card and a missing combat", () => {
    expect(keyOf(() => rulesetOf({ messageId: "gone" }, lookup))).toBe("TEMPO.Error.MissingCard");
    expect(keyOf(() => rulesetOf({ messageId: "m2" }, lookup))).toBe("TEMPO.Error.MissingCard");
    expect(keyOf(() => rulesetOf({ combatId: "gone" }, lookup))).toBe("TEMPO.Error.NoCombat");
  });
});

describe("an action's parse", () => {
  const action = defineAction<{ targetId: string }>({
    parse: (raw) => ({ targetId: requireText(raw, "targetId", "hit") }),
    perform: () => Promise.resolve(),
  });

  it("reads a well-formed payload and refuses a malformed one as a bad request", () => {
    expect(action.parse({ targetId: "a" })).toEqual({ targetId: "a" });
    expect(keyOf(() => action.parse({ targetId: 3 }))).toBe("TEMPO.Error.BadRequest");
    expect(keyOf(() => action.parse({}))).toBe("TEMPO.Error.BadRequest");
  });

  it("knows Foundry's four roll modes and nothing else", () => {
    expect(["publicroll", "gmroll", "blindroll", "selfroll"].every(isRollMode)).toBe(true);
    expect(isRollMode("roll")).toBe(false);
  });
});
