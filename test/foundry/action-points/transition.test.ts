import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  DIE_STEP_TURNS as DS,
  THREE_ACTION_TURNS as TA,
  act,
  delayTurn,
  endTurn,
  removeCombatant,
  resumeTurn,
  startCombat,
  type TurnState,
} from "../../../src/engine/turns/index";
import type { ApRules } from "../../../src/foundry/action-points/rules";
import { pendingAfter, storedTurns, turnsUpdate } from "../../../src/foundry/action-points/transition";

/** A ruleset whose marks are the log of the events its hooks saw. */
function rules(turns = TA): ApRules<string[]> {
  return {
    turns,
    apLabel: "AP",
    marks: {
      key: "log",
      empty: [],
      read: (v) => (Array.isArray(v) ? v.map(String) : []),
      without: (m) => m,
    },
    input: () => ({ id: "", initiative: 0 }),
    hooks: {
      onRoundStart: ({ event, marks }) => ({ marks: [...marks, `round ${event.round}`] }),
      onTurnStart: ({ event, marks }) => ({
        marks: event.resumed
          ? [...marks, `${event.combatantId} resumes`]
          : [...marks, `${event.combatantId} starts`],
      }),
    },
    tracker: { partial: "row.hbs", row: () => ({}) },
  };
}

/** A stand-in Combat holding `stored` (or nothing: not begun) with its combatants in turn order. */
function combat(stored: Record<string, unknown> | null, id?: string) {
  return {
    id,
    system: stored ? { turns: stored } : {},
    turns: ["hero", "mage", "goblin"].map((id) => ({ id })),
  } as unknown as Combat.Implementation;
}

function fight(turns = TA): TurnState {
  const inputs = [
    { id: "hero", initiative: 9, baseAp: 3 },
    { id: "mage", initiative: 7, baseAp: 3 },
    { id: "goblin", initiative: 5, baseAp: 3 },
  ];
  return startCombat(turns, inputs, scriptedDice([]));
}

const logOf = (update: Record<string, unknown>) => (update["system.turns"] as { log: string[] }).log;

describe("one write per transition, with the ruleset's turn rules in it", () => {
  it("the Begin: round 1's rule, then the first turn's, in the same payload as the state", () => {
    const r = rules();
    const update = turnsUpdate(combat(null), r, fight(), []);
    expect(logOf(update)).toEqual(["round 1", "hero starts"]);
    expect(update).toMatchObject({ round: 1, turn: 0 });
  });

  it("ending a turn runs the next one's rule; an action that begins nothing runs none", () => {
    const r = rules();
    const s = fight();
    const stored = storedTurns(r, s, []);
    expect(logOf(turnsUpdate(combat(stored), r, endTurn(s, TA, "hero"), []))).toEqual(["mage starts"]);
    const acted = act(s, TA, "hero", { category: "action" });
    expect(logOf(turnsUpdate(combat(stored), r, acted, ["kept"]))).toEqual(["kept"]);
  });

  it("a delayed combatant: its start at its original place, its resuming reported as such", () => {
    const r = rules();
    let s = fight();
    const delayed = delayTurn(s, TA, "hero");
    expect(logOf(turnsUpdate(combat(storedTurns(r, s, [])), r, delayed, []))).toEqual(["mage starts"]);
    s = resumeTurn(delayed, TA, "hero");
    const back = endTurn(s, TA, "mage");
    expect(logOf(turnsUpdate(combat(storedTurns(r, s, [])), r, back, []))).toEqual(["hero resumes"]);
    expect(turnsUpdate(combat(storedTurns(r, s, [])), r, back, [])).toMatchObject({ turn: 0 });
  });

  it("die-step: an interrupt paid from the next turn is owed in the state the shell writes", () => {
    const r = rules(DS);
    const s = act(fight(DS), DS, "goblin", { category: "interrupt" });
    const stored = turnsUpdate(combat(storedTurns(r, fight(DS), [])), r, s, [])["system.turns"] as TurnState;
    expect(stored.combatants.goblin?.debt).toBe(1);
  });

  it("a rule's changed state joins the payload; its writes of other documents wait for the combat's update", () => {
    const written: string[] = [];
    const r: ApRules<string[]> = {
      ...rules(),
      hooks: {
        onTurnStart: ({ event, state }) => ({
          state: {
            ...state,
            combatants: {
              ...state.combatants,
              [event.combatantId]: { ...state.combatants[event.combatantId]!, ap: 1 },
            },
          },
          after: async () => {
            written.push(`${event.combatantId} bleeds`);
          },
        }),
      },
    };
    const s = fight();
    const update = turnsUpdate(combat(storedTurns(r, s, []), "fight1"), r, endTurn(s, TA, "hero"), []);
    expect((update["system.turns"] as TurnState).combatants.mage?.ap).toBe(1);
    // nothing is written while the payload is built: the roster runs them once the update has landed
    expect(written).toEqual([]);
    const after = pendingAfter.get("fight1") ?? [];
    expect(after).toHaveLength(1);
    // a newer payload with no writes replaces them (the first was never sent)
    turnsUpdate(combat(storedTurns(r, s, []), "fight1"), r, act(s, TA, "hero", { category: "action" }), []);
    expect(pendingAfter.has("fight1")).toBe(false);
  });
});

describe("the write replaces the stored combatants (Foundry merges an update into the stored object)", () => {
  it("a combatant who left is deleted by name, or the merge would keep it", () => {
    const r = rules();
    const s = fight();
    const left = removeCombatant(s, TA, "mage");
    const update = turnsUpdate(combat(storedTurns(r, s, [])), r, left, []);
    const written = (update["system.turns"] as { combatants: Record<string, unknown> }).combatants;
    expect(Object.keys(written).sort()).toEqual(["-=mage", "goblin", "hero"]);
    expect(written["-=mage"]).toBeNull();
  });
});
