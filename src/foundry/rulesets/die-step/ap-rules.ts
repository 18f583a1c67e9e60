// What the shared action-point shell (src/foundry/action-points/) needs of Die-Step Contests: its turn
// definition, each combatant's own AP (halved while badly wounded or riding unskilled), who may act, and
// its tracker columns (HP and wound state; the shared row already shows the AP owed to the next turn).
import { dieStep } from "../../../engine/index";
import type { CombatantInput, CombatantState, TurnState } from "../../../engine/turns/index";
import type { ApRules } from "../../action-points/index";
import type { TurnHookResult, TurnHooks } from "../definition";
import { healthFor } from "../../visibility";
import { dsStats, isStunned, standingOf } from "./stats";
import { endingHolds, leftPair, releaseHolds } from "./release";

export const DS_TRACKER_ROW = "systems/tempo/templates/die-step/tracker-row.hbs";

/** Die-Step keeps nothing beside the engine's turn state (debt is the engine's own). */
export type Marks = Record<string, never>;
const NO_MARKS: Marks = {};

/** The engine's input: the REF roll, the sheet's AP and its halvings, the surprised mark. */
export function combatantInput(c: Combatant.Implementation, initiative: number): CombatantInput {
  const s = c.actor ? dsStats(c.actor) : null;
  return {
    id: c.id ?? "",
    initiative: Math.round(initiative),
    baseAp: s?.ap ?? dieStep.DEFAULT_AP,
    modifiers: c.actor ? dieStep.apModifiers(dieStep.apHalvings(standingOf(c.actor))) : [],
    surprised: Boolean((c.system as { surprised?: boolean }).surprised),
  };
}

/**
 * A tracker row's Die-Step columns: HP (for a viewer who may see them, else its health in a word:
 * visibility.ts), and the wound state or knock-out.
 */
function trackerRow(c: Combatant.Implementation, s: CombatantState | null, viewer: User.Implementation) {
  if (!c.actor) return { hp: null, health: null, healthLabel: "", state: "" };
  const state = dieStep.vitalState(standingOf(c.actor));
  const { numbers, word, label } = healthFor(c.actor, viewer, s?.defeated ?? c.isDefeated);
  return {
    hp: numbers ? `${numbers.value}/${numbers.max}` : null,
    health: word,
    healthLabel: label,
    state,
    stateLabel: state ? `TEMPO.DieStep.Wound.${state}` : "",
  };
}

type TurnStartContext = Parameters<NonNullable<TurnHooks<Marks>["onTurnStart"]>>[0];

/**
 * A stunned character's turn (engine `stunnedStart`): its AP (and a stunned mount's) are gone this turn; a
 * one-turn stun then ends (written on the actor right after the turn's combat update).
 */
function stunnedStart({ combat, event, state }: TurnStartContext): TurnHookResult<Marks> | undefined {
  const actorOf = (id: string) => combat.combatants.get(id)?.actor ?? null;
  const r = dieStep.stunnedStart(state, event, (id) => {
    const actor = actorOf(id);
    return actor !== null && isStunned(actor);
  });
  if (!r) return undefined;
  return {
    state: r.state,
    after: async () => {
      for (const actor of r.stunned.map(actorOf))
        if (actor && dsStats(actor).stunned === "turn")
          await actor.update({ "system.stats.dieStep.stunned": "none" } as Actor.UpdateData);
    },
  };
}

/**
 * The turn that just ended (the one active before this transition): its grappler's holds it did not make
 * or sustain in that round are released ("A grab can be sustained each turn with a minor action
 * (otherwise the target is released)"), right after the turn's combat update.
 */
function endedTurnHolds({ combat, before }: TurnStartContext): (() => Promise<void>) | null {
  const ended = before?.active;
  const grappler = ended ? combat.combatants.get(ended)?.actor : null;
  if (!before || !grappler) return null;
  const turn = { combatId: combat.id ?? "", round: before.round };
  const released = endingHolds(grappler, (holdTurn) => dieStep.releasedAtTurnEnd(holdTurn, turn));
  return released.length ? () => releaseHolds(grappler, released) : null;
}

function onTurnStart(ctx: TurnStartContext): TurnHookResult<Marks> | undefined {
  const stun = stunnedStart(ctx);
  const release = endedTurnHolds(ctx);
  if (!release) return stun;
  return {
    ...stun,
    after: async () => {
      await release();
      await stun?.after?.();
    },
  };
}

/**
 * One who leaves the fight: a grappler releases the holds it made or sustained in it (`releasedOnLeaving`);
 * a rider or mount leaves its pair (`leftPair`).
 */
async function onLeave(left: Combatant.Implementation, combat: Combat.Implementation, before: TurnState) {
  const { actor } = left;
  if (!actor) return;
  const released = endingHolds(actor, (holdTurn) => dieStep.releasedOnLeaving(holdTurn, combat.id ?? ""));
  await releaseHolds(actor, released, "left");
  await leftPair(left, combat, before);
}

export const DS_TURN_HOOKS: TurnHooks<Marks> = { onTurnStart };

export const DS_AP: ApRules<Marks> = {
  turns: dieStep.DIE_STEP_TURNS,
  apLabel: "TEMPO.DieStep.Tracker.Ap",
  marks: { key: "marks", empty: NO_MARKS, read: () => NO_MARKS, without: () => NO_MARKS },
  input: combatantInput,
  // knocked out, mortally wounded or dead, or stunned: no actions (the passive defence still rolls)
  assertMayAct: (actor, _state, name) => {
    if (actor) dieStep.assertMaySpend(standingOf(actor), isStunned(actor), name);
  },
  onLeave,
  hooks: DS_TURN_HOOKS,
  tracker: { partial: DS_TRACKER_ROW, row: trackerRow },
};
