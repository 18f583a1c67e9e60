// What a combatant has left of its turn (issue 29): `apLeft` (the tracker's pips, the sheet's budget) and
// each action-point ruleset's words for it.
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import {
  COMBAT_ROLL_TURNS as CR,
  DIE_STEP_TURNS as DS,
  THREE_ACTION_TURNS as TA,
  act,
  apLeft,
  delayTurn,
  endTurn,
  startCombat,
  turnPhase,
  type TurnConfig,
} from "../../../src/engine/turns/index";
import { actionCostLine as taCost, turnBudget as taBudget } from "../../../src/engine/three-action/budget";
import { actionCostLine as dsCost, turnBudget as dsBudget } from "../../../src/engine/die-step/budget";
import { actionCostLine as crCost, turnBudget as crBudget } from "../../../src/engine/combat-roll/budget";
import { readFileSync } from "node:fs";

const fight = (config: TurnConfig, surprised = false) =>
  startCombat(
    config,
    [
      { id: "a", initiative: 15 },
      { id: "b", initiative: 12, surprised },
      { id: "c", initiative: 8 },
    ],
    scriptedDice([]),
  );
const keys = (lines: { key: string }[]) => lines.map((l) => l.key.split(".").slice(-2).join("."));

describe("apLeft: the AP a combatant may still spend this round, in every action-point ruleset", () => {
  it("own-turn budgets: the turn's pool while it lasts, the coming turn's before it, none once it is over", () => {
    let s = fight(TA);
    // b has not had a turn: its turn will bring 3 (the stored pool is still 0)
    expect(s.combatants.b!.ap).toBe(0);
    expect([apLeft(s, TA, "a"), apLeft(s, TA, "b")]).toEqual([3, 3]);
    s = act(s, TA, "a", { category: "action" });
    expect(apLeft(s, TA, "a")).toBe(2);
    s = endTurn(s, TA, "a");
    // a's 2 unspent actions are lost with its turn
    expect(s.combatants.a!.ap).toBe(2);
    expect([apLeft(s, TA, "a"), turnPhase(s, TA, "a")]).toEqual([0, "done"]);
    s = delayTurn(s, TA, "b");
    expect([apLeft(s, TA, "b"), turnPhase(s, TA, "b")]).toEqual([3, "delayed"]);
  });

  it("Die-Step: an interrupt owed to the coming turn is taken off what that turn brings", () => {
    let s = fight(DS);
    s = act(s, DS, "b", { category: "interrupt" });
    expect(s.combatants.b!.debt).toBe(1);
    expect(apLeft(s, DS, "b")).toBe(DS.ap - 1);
  });

  it("a round budget (Combat Roll) is the pool itself, which reactions still draw on after the turn", () => {
    let s = fight(CR);
    s = act(s, CR, "a", { category: "primary", attack: true });
    s = endTurn(s, CR, "a");
    expect([apLeft(s, CR, "a"), turnPhase(s, CR, "a")]).toEqual([2, "done"]);
  });

  it("the surprised have nothing in round 1", () => {
    const s = fight(TA, true);
    expect([apLeft(s, TA, "b"), turnPhase(s, TA, "b")]).toEqual([0, "surprised"]);
  });
});

describe("turnBudget: each ruleset's words", () => {
  it("Three-Action: actions left and the reaction", () => {
    let s = fight(TA);
    expect(taBudget(s, "a")).toEqual([
      { key: "TEMPO.Turns.Budget.Active", data: {} },
      { key: "TEMPO.ThreeAction.Budget.ActionsLeft", data: { count: 3 } },
      { key: "TEMPO.ThreeAction.Budget.ReactionsReadyOne", data: { count: 1 } },
    ]);
    s = act(s, TA, "a", { category: "action", cost: 2 });
    s = act(s, TA, "a", { category: "reaction" });
    expect(keys(taBudget(s, "a"))).toEqual(["Budget.Active", "Budget.ActionsLeftOne", "Budget.NoReaction"]);
    // b's reaction comes with its turn
    expect(keys(taBudget(s, "b"))).toEqual(["Budget.Waiting", "Budget.ActionsLeft", "Budget.NoReaction"]);
    expect(keys(taBudget(fight(TA, true), "b"))).toEqual(["Budget.Surprised"]);
    expect(taBudget(s, "nobody")).toEqual([]);
  });

  it("Die-Step: AP left and the AP owed to the next turn", () => {
    let s = fight(DS);
    s = act(s, DS, "b", { category: "interrupt" });
    expect(dsBudget(s, "b")).toEqual([
      { key: "TEMPO.Turns.Budget.Waiting", data: {} },
      { key: "TEMPO.DieStep.Budget.ApLeft", data: { ap: 2 } },
      { key: "TEMPO.DieStep.Budget.Owed", data: { ap: 1 } },
    ]);
    s = act(s, DS, "a", { category: "major" });
    expect(dsBudget(s, "a")).toEqual([
      { key: "TEMPO.Turns.Budget.Active", data: {} },
      { key: "TEMPO.DieStep.Budget.ApLeft", data: { ap: 1 } },
    ]);
  });

  it("Combat Roll: AP left of 3, attacks left of 2, and a reaction while an AP is left", () => {
    let s = fight(CR);
    s = act(s, CR, "a", { category: "primary", attack: true });
    expect(crBudget(s, "a")).toEqual([
      { key: "TEMPO.Turns.Budget.Active", data: {} },
      { key: "TEMPO.CombatRoll.Budget.ApLeft", data: { ap: 2 } },
      { key: "TEMPO.CombatRoll.Budget.AttacksLeftOne", data: { count: 1 } },
      { key: "TEMPO.CombatRoll.Budget.ReactionReady", data: {} },
    ]);
    s = act(s, CR, "a", { category: "primary", attack: true });
    s = act(s, CR, "a", { category: "primary" });
    expect(keys(crBudget(s, "a"))).toEqual([
      "Budget.Active",
      "Budget.ApLeft",
      "Budget.AttacksLeft",
      "Budget.NoReaction",
    ]);
    expect(crBudget(s, "a")[2]!.data).toEqual({ count: 0 });
  });

  it("every key it gives is in the language files", () => {
    const lang = ["combat-roll", "three-action", "die-step"].map((f) =>
      JSON.parse(readFileSync(`lang/en/${f}.json`, "utf8")),
    );
    const has = (key: string) =>
      lang.some((d) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], d));
    const phases = ["Active", "Waiting", "Delayed", "Done", "Surprised", "Defeated", "Carried"];
    const all = [
      ...phases.map((p) => `TEMPO.Turns.Budget.${p}`),
      ...["ActionsLeft", "ActionsLeftOne", "ReactionsReady", "ReactionsReadyOne", "NoReaction"].map(
        (k) => `TEMPO.ThreeAction.Budget.${k}`,
      ),
      "TEMPO.DieStep.Budget.ApLeft",
      "TEMPO.DieStep.Budget.Owed",
      "TEMPO.ThreeAction.Cost.ActionsOne",
      ...["ApLeft", "AttacksLeft", "AttacksLeftOne", "ReactionReady", "NoReaction"].map(
        (k) => `TEMPO.CombatRoll.Budget.${k}`,
      ),
    ];
    expect(all.filter((k) => !has(k))).toEqual([]);
  });
});

describe("actionCostLine: a button's cost, from the table the turn engine charges", () => {
  it("Three-Action: one action, Ready's two, the reaction, a free action", () => {
    expect(taCost("move")).toEqual({ key: "TEMPO.ThreeAction.Cost.ActionsOne", data: { count: 1 } });
    expect(taCost("ready")).toEqual({ key: "TEMPO.ThreeAction.Cost.Actions", data: { count: 2 } });
    expect(taCost("reaction").key).toBe("TEMPO.ThreeAction.Cost.Reaction");
    expect(taCost("drop-prone").key).toBe("TEMPO.ThreeAction.Cost.Free");
  });

  it("Die-Step: major 2 AP, minor 1, an interrupt 1 (from the next turn), exclusive the whole turn", () => {
    expect(dsCost("major")).toEqual({ key: "TEMPO.DieStep.Cost.Ap", data: { ap: 2 } });
    expect(dsCost("minor")).toEqual({ key: "TEMPO.DieStep.Cost.Ap", data: { ap: 1 } });
    expect(dsCost("interrupt")).toEqual({ key: "TEMPO.DieStep.Cost.Interrupt", data: { ap: 1 } });
    expect(dsCost("exclusive").key).toBe("TEMPO.DieStep.Cost.WholeTurn");
    expect(dsCost("free").key).toBe("TEMPO.DieStep.Cost.Free");
  });

  it("Combat Roll: 1 AP a primary action or a reaction, the free action, the plain Move no AP", () => {
    expect(crCost("strike")).toEqual({ key: "TEMPO.CombatRoll.Cost.Ap", data: { ap: 1 } });
    expect(crCost("manipulate")).toEqual({ key: "TEMPO.CombatRoll.Cost.Reaction", data: { ap: 1 } });
    expect(crCost("release").key).toBe("TEMPO.CombatRoll.Cost.Free");
    expect(crCost("move").key).toBe("TEMPO.CombatRoll.Cost.NoAp");
  });
});
