/**
 * Who may do what now in the round (the tracker's and the sheet's buttons, and the GM's checks of the
 * same requests): declare, abandon a spell, declare a side at once; and jumping to the next segment
 * in which anything happens.
 */
import { RuleError } from "../core/errors";
import { SEGMENTS_PER_ROUND, key } from "./constants";
import { declarersOf, type DeclaringMember } from "./bulk-declarations";
import { abandon, advance, repeatableDeclaration, setInitiative } from "./sequence";
import { nextEventfulSegment } from "./schedule-query";
import type { RoundSchedule } from "./schedule-types";
import type { RoundState } from "./types";

/** The declared spell has gone off (its completion segment reached) or the round is over. */
export function spellGoneOff(state: RoundState, id: string): boolean {
  const completes = state.spellCompletions[id];
  if (state.phase === "end-of-round") return true;
  return state.phase === "segments" && completes !== undefined && state.segment >= completes;
}

/** Refuses giving up a spell that has already gone off (engine `abandon` does the rest). */
export function assertMayAbandon(state: RoundState, id: string): void {
  if (spellGoneOff(state, id)) throw new RuleError(key("Error.SpellGoneOff"));
}

/** A caster's declared spell can still be abandoned: declared, not abandoned, not lost, not gone off. */
export function spellOpen(state: RoundState, lost: Readonly<Record<string, unknown>>, id: string): boolean {
  const d = state.declarations[id];
  return d?.kind === "spell" && !d.abandoned && lost[id] === undefined && !spellGoneOff(state, id);
}

/**
 * Whether a combatant may declare now: declarations are open (the declaration phase, or a surprise
 * segment for those who act in it, `actingNow`) and it is up.
 */
export function mayDeclareNow(state: RoundState, actingNow: readonly string[], id: string, up: boolean) {
  if (!up) return false;
  if (state.phase === "declaration") return true;
  return state.phase === "surprise" && actingNow.includes(id);
}

/** The sides the GM may declare for at once now (someone of it declares now), and whether it may repeat. */
export function bulkSides(
  state: RoundState,
  members: readonly DeclaringMember[],
  actingNow: readonly string[],
  sides: readonly string[],
): { side: string; repeat: boolean }[] {
  if (state.phase !== "declaration" && state.phase !== "surprise") return [];
  return sides
    .map((side) => ({ side, ids: declarersOf(state, members, side, actingNow) }))
    .filter((s) => s.ids.length > 0)
    .map(({ side, ids }) => ({
      side,
      repeat: ids.some((id) => repeatableDeclaration(state, id) !== undefined),
    }));
}

/**
 * The GM's jump: straight to the next segment in which anything happens (the acts of `skipped`
 * combatants do not count), or past the last one to the end of the round; `passed` segments.
 */
export function jumpToEvent(
  state: RoundState,
  schedule: RoundSchedule,
  skipped: ReadonlySet<string>,
): { state: RoundState; passed: number } {
  const from = state.segment;
  const to = nextEventfulSegment(schedule, from, skipped) ?? SEGMENTS_PER_ROUND + 1;
  let next = state;
  for (let s = from; s < to; s++) next = advance(next);
  return { state: next, passed: to - from };
}

/**
 * Casters who lose their spell (to damage in `segment`): each declaration abandoned and the segment kept
 * in `lost` (caster -> segment); `spells` names each lost spell for its chat note.
 */
export function loseSpells(
  state: RoundState,
  lost: Readonly<Record<string, number>>,
  losses: readonly { id: string; segment: number }[],
): { state: RoundState; lost: Record<string, number>; spells: { id: string; spell: string }[] } {
  let next = state;
  const out = { ...lost };
  const spells: { id: string; spell: string }[] = [];
  for (const { id, segment } of losses) {
    const spell = next.declarations[id]?.spell ?? next.carriedSpells[id]?.spell;
    spells.push({ id, spell: spell?.name ?? "" });
    next = abandon(next, id);
    out[id] = segment;
  }
  return { state: next, lost: out, spells };
}

/**
 * Initiative for the round (`setInitiative`) among the combatants still in the combat (`sides`): the
 * declarations of those who have left it are dropped.
 */
export function initiativeAmong(
  state: RoundState,
  rolls: Readonly<Record<string, number>>,
  sides: Readonly<Record<string, string>>,
): RoundState {
  const declarations = Object.fromEntries(Object.entries(state.declarations).filter(([id]) => id in sides));
  return setInitiative({ ...state, declarations }, rolls, sides);
}

/**
 * A side's declarations at once: each of `ids` whose row names a kind declares it through
 * `declareOne` (the single declaration's checks); refused when no row declares anything.
 */
export function declareRows<R extends { kind: string }>(
  state: RoundState,
  ids: readonly string[],
  rows: Readonly<Record<string, R>>,
  declareOne: (state: RoundState, id: string, row: R) => RoundState,
): RoundState {
  let next = state;
  for (const id of ids) {
    const row = rows[id];
    if (row?.kind) next = declareOne(next, id, row);
  }
  if (next === state) throw new RuleError(key("Error.NothingDeclared"));
  return next;
}
