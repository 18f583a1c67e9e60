import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { threeAction, turns } from "../../../src/engine/index";
import { TA_AP } from "../../../src/foundry/rulesets/three-action/ap-rules";

const THREE_ACTION_TURN_HOOKS = TA_AP.hooks;

const TA = threeAction.THREE_ACTION_TURNS;
const { NO_MARKS } = threeAction;

function fight() {
  return turns.startCombat(
    TA,
    [
      { id: "mira", initiative: 18 },
      { id: "brute", initiative: 12 },
      { id: "bandit", initiative: 11 },
    ],
    scriptedDice([]),
  );
}

describe("conditions a maneuver laid for a time", () => {
  const feint = (until: "end-of-attacker-turn" | "start-of-attacker-next-turn") => ({
    creator: "mira",
    until,
    actor: "Actor.brute",
    condition: "flat-footed",
  });
  const combat = { combatants: { get: () => undefined } } as unknown as Combat.Implementation;

  it("a Feint's Flat Footed ends with the feinter's turn; a critical's at her next turn start", () => {
    const s = fight();
    const next = turns.endTurn(s, TA, "mira");
    const marks = {
      ...NO_MARKS,
      timed: [feint("end-of-attacker-turn"), feint("start-of-attacker-next-turn")],
    };
    const event = { kind: "turn-start" as const, combatantId: "brute", round: 1, resumed: false };
    const r = THREE_ACTION_TURN_HOOKS.onTurnStart!({ combat, event, before: s, state: next, marks });
    expect(r?.marks?.timed).toEqual([feint("start-of-attacker-next-turn")]);
    const again = { kind: "turn-start" as const, combatantId: "mira", round: 2, resumed: false };
    const r2 = THREE_ACTION_TURN_HOOKS.onTurnStart!({
      combat,
      event: again,
      before: next,
      state: next,
      marks: r!.marks!,
    });
    expect(r2?.marks?.timed).toEqual([]);
  });
});
