// Die-Step's part of the shared health door (issue 28, src/foundry/health/): what HP written by hand mean
// under seed 002 (engine `healthSet`), the states that take a character out of the fight (knocked out:
// core's Unconscious; dead), and what follows a change of state in a running fight: the AP budget follows
// the wound state at once (engine `woundBudget`), and a grappler taken out of the fight lets go.
import { dieStep } from "../../../engine/index";
import { readTurns, writeTurns } from "../../action-points/index";
import { combatantOfActor } from "../../combatants";
import { guarded } from "../../notify";
import { inGmQueue, isActiveGM } from "../../socket";
import type { HealthChange, HealthRules } from "../definition";
import { DS_AP } from "./ap-rules";
import { releaseHolds } from "./release";
import { dsStats, heldTargets, syncVitalStatuses, vitalStatusChanges, vitalsOf } from "./stats";

/**
 * HP set by hand (engine `healthSet`): a drop is one hit of lethal damage (knocked out at 0 for the
 * encounter, MP 0, the survival roll owed; instant death; a minor foe dies), a rise is healing up to the
 * maximum, the one the same update writes if it writes one (a mortal wound becomes a bad one, full HP end a
 * bad wound, the knocked out wake stunned). Being knocked out or dead takes a character out of the fight.
 */
export const dieStepHealth: HealthRules = {
  change(actor, from, to, max): HealthChange {
    const s = dsStats(actor);
    // judged against the maximum this update leaves (a macro raising both): never below the value it had
    const maxHp = Math.max(max, from);
    const target = { ...vitalsOf(actor), hp: from, maxHp, mp: s.mp.value, minion: s.minion };
    const r = dieStep.healthSet(target, to);
    // only what the rules change: what else the writer set in the same update (a wound state) stays its own
    const changed = dieStep.changedByHealth(target, r);
    const system = Object.fromEntries(Object.entries(changed).map(([k, v]) => [`stats.dieStep.${k}`, v]));
    return {
      value: r.vitals.hp,
      system,
      ...vitalStatusChanges(actor, r.vitals),
      line: r.event ? { key: `TEMPO.DieStep.Health.${r.event}`, data: {} } : null,
    };
  },
  outStatuses: ["unconscious", "dead"],
};

/**
 * The wound state changed (the door, an action, the sheet's select): in every begun fight it is in, its
 * budget follows at once; a wound state set to dead by hand brings the Dead status.
 */
async function followWound(actor: Actor.Implementation): Promise<void> {
  const badly = dsStats(actor).wound === "badly-wounded";
  for (const combat of game.combats) {
    const read = readTurns(combat, DS_AP);
    const id = combatantOfActor(combat, actor)?.id;
    if (!read || !id || !read.state.combatants[id]) continue;
    const state = dieStep.woundBudget(read.state, id, badly);
    if (state !== read.state) await writeTurns(combat, DS_AP, state, read.marks);
  }
  await syncVitalStatuses(actor);
}

/**
 * A grappler marked defeated (knocked out, dead, or by the GM) can no longer sustain a grab ("A grab can be
 * sustained each turn with a minor action (otherwise the target is released)"), and its turns are skipped:
 * every hold it has is released at once, with a line each. Interpretation 53.
 */
async function defeatedLetsGo(combatant: Combatant.Implementation): Promise<void> {
  const grappler = combatant.actor;
  if (!grappler || !combatant.defeated) return;
  const held = heldTargets(grappler).map((h) => h.actor);
  if (held.length) await releaseHolds(grappler, held, "out");
}

/** At init (Die-Step worlds): the active GM's follow-ups of a wound state and of a defeat. */
export function registerHealthHooks(): void {
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: object) => {
    if (!isActiveGM() || foundry.utils.getProperty(changed, "system.stats.dieStep.wound") === undefined)
      return;
    void guarded(() => inGmQueue(() => followWound(actor)));
  });
  Hooks.on("updateCombatant", (combatant: Combatant.Implementation, changed: object) => {
    if (!isActiveGM() || !("defeated" in changed)) return;
    void guarded(() => inGmQueue(() => defeatedLetsGo(combatant)));
  });
}
