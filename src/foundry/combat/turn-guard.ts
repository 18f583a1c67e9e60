// Foundry lets the owner of a combat's current combatant move its `turn` and `round` (core's End Turn,
// `game.combat.nextTurn()` from a macro or the console). Tempo's clocks run the turns themselves (the GM
// applies every transition), so Foundry's marker only follows the clock: a player's client refuses to
// move it (preUpdateCombat), and should a move land anyway (a client whose hooks did not run) the
// active GM writes the clock's marker back. Each ruleset's tracker says where its clock puts the marker
// (TrackerExtension.turnMarker); a ruleset without one is left to Foundry's turns.
import { getRuleset } from "../rulesets/registry";
import type { TempoCombat } from "../documents/combat";
import type { TurnMarker } from "../rulesets/definition";
import { guarded } from "../notify";
import { inGmQueue, isActiveGM } from "../socket";

/** Where the clock of the combat's ruleset puts Foundry's round and turn; null: no clock (yet). */
export function turnMarkerOf(combat: Combat.Implementation): TurnMarker | null {
  const tracker = getRuleset((combat as TempoCombat).rulesetId).tracker;
  return tracker?.turnMarker?.(combat) ?? null;
}

const movesMarker = (changes: object): boolean => "turn" in changes || "round" in changes;

/** The marker's fields that differ from the clock's (empty: the marker is where the clock has it). */
export function markerCorrection(combat: Combat.Implementation): Record<string, number> {
  const marker = turnMarkerOf(combat);
  if (!marker) return {};
  const out: Record<string, number> = {};
  if (combat.round !== marker.round) out.round = marker.round;
  if (marker.turn !== undefined && combat.turn !== marker.turn) out.turn = marker.turn;
  return out;
}

async function reassert(combat: Combat.Implementation): Promise<void> {
  if (!game.combats.get(combat.id ?? "")) return;
  const correction = markerCorrection(combat);
  if (Object.keys(correction).length > 0) await combat.update(correction);
}

/** Registers the guard's two hooks (at init, for every ruleset). */
export function registerTurnGuard(): void {
  Hooks.on("preUpdateCombat", (combat, changes) => {
    if (game.user.isGM || !movesMarker(changes) || !turnMarkerOf(combat)) return;
    ui.notifications?.warn(game.i18n.localize("TEMPO.Tracker.ClockOwnsTurns"));
    return false;
  });
  Hooks.on("updateCombat", (combat, changes, _options, userId) => {
    if (!movesMarker(changes) || !isActiveGM() || game.users.get(userId)?.isGM) return;
    // in the GM's request queue: after any transition already under way, never interleaved with one
    void guarded(() => inGmQueue(() => reassert(combat)));
  });
}
