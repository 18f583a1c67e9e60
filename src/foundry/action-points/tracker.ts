// The tracker part of every action-point ruleset: each combatant's AP pips, its saved or delayed turn,
// the defeated mark, newcomers rolling to join, and the active combatant's turn buttons. The ruleset
// adds its own columns and badges through `rules.tracker` (a row partial and its context).
import { turns } from "../../engine/index";
import type { TurnState } from "../../engine/turns/index";
import { combatantVisibleTo } from "../permissions";
import type { TrackerExtension } from "../rulesets/definition";
import type { ApRules } from "./rules";
import { readTurns } from "./state";
import { turnMarker } from "./transition";
import { beginWrite } from "./roster";

export const AP_TRACKER_TEMPLATE = "systems/tempo/templates/action-points/tracker.hbs";

function row<M>(
  rules: ApRules<M>,
  combat: Combat.Implementation,
  c: Combatant.Implementation,
  state: TurnState | null,
  viewer: User.Implementation,
) {
  const s = (c.id && state?.combatants[c.id]) || null;
  // a combatant hidden from this viewer is not named ("acts after X", "carried by X")
  const nameOf = (id: string | null | undefined) => {
    const other = id ? combat.combatants.get(id) : undefined;
    return other && combatantVisibleTo(other, viewer) ? (other.name ?? "") : "";
  };
  // a pair acting as one (engine carry.ts): the carrier's turn holds the pair's pool and initiative
  const carried = state && c.id ? turns.carriedOf(state, c.id) : null;
  const partner = carried ? combat.combatants.get(carried) : undefined;
  const budget = s && state ? turns.poolBudget(rules.turns, state, s).ap : 0;
  // the pips mean the same in every action-point ruleset: the AP it may still spend this round (engine)
  const left = s && state ? turns.apLeft(state, rules.turns, s.id) : 0;
  return {
    id: c.id ?? "",
    name: c.name ?? "",
    img: c.img ?? "",
    // a carrier shows the pair's initiative: the higher of the two
    initiative: partner ? Math.max(c.initiative ?? -Infinity, partner.initiative ?? -Infinity) : c.initiative,
    owner: c.isOwner,
    active: s !== null && state?.active === c.id,
    ap: left,
    // one pip per AP of the budget (more when the combatant holds more than its budget), full for each
    // one left; none when carried
    pips: s?.carriedBy ? [] : Array.from({ length: Math.max(budget, left) }, (_, i) => i < left),
    movementOnly: s?.movementOnly ?? 0,
    noMovement: s?.noMovement ?? 0,
    carrying: nameOf(carried),
    carried: Boolean(s?.carriedBy),
    carriedBy: nameOf(s?.carriedBy),
    debt: s?.debt ?? 0,
    saved: nameOf(s?.saved),
    delayed: s?.delayed ?? false,
    done: s?.done ?? false,
    surprised: s
      ? s.surprised && combat.round === 1
      : Boolean((c.system as { surprised?: boolean }).surprised),
    defeated: s?.defeated ?? c.isDefeated,
    extra: rules.tracker.row(c, s, viewer),
  };
}

/** The `clock` context of the shared tracker partial, for one viewer. */
function context<M>(rules: ApRules<M>, combat: Combat.Implementation, viewer: User.Implementation) {
  // As core's tracker: combatants the GM hid are left out of every list a player renders.
  const seen = (c: Combatant.Implementation | undefined): c is Combatant.Implementation =>
    c !== undefined && combatantVisibleTo(c, viewer);
  const common = {
    isGM: viewer.isGM,
    apLabel: rules.apLabel,
    rowPartial: rules.tracker.partial,
    setupPartial: rules.tracker.setupPartial ?? null,
    // both surprise models read the combatant's mark (losing the first turn, or a disadvantaged roll)
    surprise: true,
  };
  const read = readTurns(combat, rules);
  if (!read) {
    return {
      ...common,
      started: false,
      rows: combat.turns.filter(seen).map((c) => row(rules, combat, c, null, viewer)),
    };
  }
  const { state } = read;
  const all = [...state.roundOrder, ...state.order.filter((id) => !state.roundOrder.includes(id))];
  // a carried combatant's row right after its carrier's: the pair shows as one turn
  const ids = all
    .filter((id) => !state.combatants[id]?.carriedBy)
    .flatMap((id) => [id, ...all.filter((x) => state.combatants[x]?.carriedBy === id)]);
  const rows = ids.flatMap((id) => {
    const c = combat.combatants.get(id);
    return seen(c) ? [row(rules, combat, c, state, viewer)] : [];
  });
  const active = rows.find((r) => r.active) ?? null;
  // combatants added after Begin: they join the order once their initiative is rolled (roster.ts)
  const newcomers = combat.turns
    .filter((c) => c.id && !(c.id in state.combatants) && seen(c))
    .map((c) => ({ ...row(rules, combat, c, null, viewer), mayRoll: viewer.isGM || c.isOwner }));
  const waiting = turns
    .upcoming(state)
    .filter((id) => id !== state.active && seen(combat.combatants.get(id)));
  const mayControl = active !== null && (viewer.isGM || active.owner);
  const fresh = active !== null && (state.combatants[active.id]?.turnActions ?? 1) === 0;
  // delayed combatants the viewer may bring back (after the current turn)
  const resumable = rows.filter((r) => r.delayed && (viewer.isGM || r.owner) && state.active !== null);
  return {
    ...common,
    started: true,
    round: state.round,
    rows,
    newcomers,
    active,
    mayControl,
    mayDeclareSave: rules.turns.waiting.save && mayControl && fresh,
    mayDelay: rules.turns.waiting.delay && mayControl,
    resumable,
    saveTargets: waiting.map((id) => ({ id, name: combat.combatants.get(id)?.name ?? "" })),
    combatId: combat.id ?? "",
  };
}

/** A ruleset's tracker part on the shared action-point shell. */
export function apTracker<M>(rules: ApRules<M>): TrackerExtension {
  return {
    template: AP_TRACKER_TEMPLATE,
    partials: [rules.tracker.partial, ...(rules.tracker.setupPartial ? [rules.tracker.setupPartial] : [])],
    context: (combat, viewer) => context(rules, combat, viewer),
    ownsTurnControls: true,
    // Foundry's marker follows the engine's active combatant and round (combat/turn-guard.ts)
    turnMarker: (combat) => {
      const read = readTurns(combat, rules);
      return read ? turnMarker(combat, read.state) : null;
    },
    // its own Roll initiative button, shown until the combat begins (newcomers then roll to join)
    ownsInitiative: true,
    // the engine's state and the first turn's rules in the Begin's one update (roster.ts)
    begin: (combat) => beginWrite(rules, combat),
  };
}
