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
import {
  storedTurns,
  turnsUpdate,
  turnsWrite,
  writeTurns,
} from "../../../src/foundry/action-points/transition";

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

  it("a rule's changed state joins the payload; its writes of other documents are returned, not made", () => {
    const written: string[] = [];
    const r = bleeding(written);
    const s = fight();
    const write = turnsWrite(combat(storedTurns(r, s, []), "fight1"), r, endTurn(s, TA, "hero"), []);
    expect((write.update["system.turns"] as TurnState).combatants.mage?.ap).toBe(1);
    // nothing is written while the payload is built: the caller makes them once its update has landed
    expect(written).toEqual([]);
    expect(write.after).toHaveLength(1);
    // an action that begins nothing asks for none
    const acted = turnsWrite(
      combat(storedTurns(r, s, [])),
      r,
      act(s, TA, "hero", { category: "action" }),
      [],
    );
    expect(acted.after).toEqual([]);
  });

  it("writeTurns: the combat's one update, then the rules' other writes, in the caller's task", async () => {
    const written: string[] = [];
    const r = bleeding(written);
    const s = fight();
    const fake = combat(storedTurns(r, s, []), "fight1") as unknown as Record<string, unknown>;
    fake.update = async (update: Record<string, unknown>) => {
      written.push(`combat ${String(update.turn)}`);
    };
    await writeTurns(fake as unknown as Combat.Implementation, r, endTurn(s, TA, "hero"), []);
    expect(written).toEqual(["combat 1", "mage bleeds"]);
  });

  it("turnsUpdate (an update merged with other changes) refuses a beginning whose rules would be lost", () => {
    const r = bleeding([]);
    const s = fight();
    const stored = combat(storedTurns(r, s, []));
    expect(() => turnsUpdate(stored, r, endTurn(s, TA, "hero"), [])).toThrow(/drops its rules' writes/);
    expect(turnsUpdate(stored, r, act(s, TA, "hero", { category: "action" }), [])).toHaveProperty([
      "system.turns",
    ]);
  });
});

/** A ruleset whose turn start leaves the starter 1 AP and bleeds it after the write (logged in `written`). */
function bleeding(written: string[]): ApRules<string[]> {
  return {
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
}

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
