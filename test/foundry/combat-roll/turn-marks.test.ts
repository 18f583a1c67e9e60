import { describe, expect, it } from "vitest";
import { turns } from "../../../src/engine/index";
import { RuleError } from "../../../src/engine/core/errors";
import {
  COMBAT_ROLL_TURN_HOOKS,
  NO_MARKS,
  asCombatant,
  isDisengaged,
  plainAction,
  withDisengage,
  type CombatRollTurn,
} from "../../../src/foundry/rulesets/combat-roll/marks";
import { scriptedDice } from "../../../src/engine/core/dice";

const CR = turns.COMBAT_ROLL_TURNS;

function turnRecord(id: string): CombatRollTurn {
  const state = turns.startCombat(
    CR,
    [
      { id: "aldric", initiative: 8 },
      { id: "ork", initiative: 6 },
    ],
    scriptedDice([]),
  );
  return { combat: null as unknown as Combat.Implementation, combatantId: id, state, marks: NO_MARKS };
}

describe("Disengage is remembered for the rest of the turn", () => {
  it("the active combatant who disengaged this round does not provoke by moving; a new turn forgets it", () => {
    const e = turnRecord("aldric");
    const state = turns.act(e.state, CR, "aldric", { category: "primary" });
    const disengaged: CombatRollTurn = { ...e, state, marks: withDisengage(e, state) };
    expect(isDisengaged(disengaged)).toBe(true);
    expect(isDisengaged(asCombatant(disengaged, "ork"))).toBe(false);
    // Aldric's turn ends: the Ork is active, Aldric's Disengage no longer counts
    const next = turns.endTurn(state, CR, "aldric");
    expect(isDisengaged({ ...disengaged, state: next })).toBe(false);
    // and a later round's Disengage drops the old marks
    const round2 = turns.newRound(next, CR);
    expect(withDisengage({ ...disengaged, state: round2 }, round2).disengaged).toEqual(["aldric@2"]);
  });
});

describe("the sheet's generic action", () => {
  it("takes Disengage, Manipulate and free actions; refuses those with their own flow (Search and Sneak roll a test)", () => {
    expect(["disengage", "manipulate", "free"].map(plainAction)).toEqual(["disengage", "manipulate", "free"]);
    for (const id of [
      "dash",
      "grapple",
      "escape",
      "release",
      "search",
      "sneak",
      "strike",
      "use-magic",
      "opportunity-attack",
      "defend",
    ])
      expect(() => plainAction(id), id).toThrow(RuleError);
  });
});

describe("Combat Roll's start-of-turn rule", () => {
  const start = (combatantId: string, round: number, resumed = false) => ({
    kind: "turn-start" as const,
    combatantId,
    round,
    resumed,
  });
  const marks = { ...NO_MARKS, braced: ["ork"], disengaged: ["aldric@1"] };
  const onTurnStart = COMBAT_ROLL_TURN_HOOKS.onTurnStart!;
  const ctx = (event: ReturnType<typeof start>) => ({
    combat: null as never,
    event,
    state: null as never,
    before: null,
    marks,
  });

  it("a new turn ends the last turn's Disengage ('for the rest of your turn'); other marks stay", () => {
    expect(onTurnStart(ctx(start("ork", 1)))).toEqual({ marks: { ...marks, disengaged: [] } });
  });

  it("a saved turn coming back keeps its own Disengage; nothing to drop changes nothing", () => {
    expect(onTurnStart(ctx(start("aldric", 1, true)))).toBeUndefined();
    expect(onTurnStart({ ...ctx(start("ork", 2)), marks: NO_MARKS })).toBeUndefined();
  });
});
