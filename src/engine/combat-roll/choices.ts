// The choices a Combat Roll player makes in a dialog (where attacker and target stand; whose reach a move
// enters or leaves), read from the form or from a request's payload: anything missing or malformed falls
// back to the proposal, so the GM never trusts a value the rules do not know.
import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { COVER_LEVELS, type Cover } from "./modifiers";
import type { AttackRange } from "./outcome";

/** A form field's value as a dialog reads it: text, a checkbox, or nothing. */
export type FormValue = string | boolean | null;

/** A request's payload: plain JSON fields. */
type RequestPayload = Readonly<Record<string, string | number | boolean>>;

/** `value` when it is one of `list`, else `fallback`. */
function pick<T extends string>(list: readonly T[], value: FormValue, fallback: T): T {
  return typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

export const RANGES = ["melee", "ranged"] as const;

/** Where the attacker and the target stand, as the user confirmed it before the attack. */
export interface Positioning {
  range: AttackRange;
  cover: Cover;
  flanked: boolean;
}

/** The proposal before the user changes anything: the item's range, no cover, not flanked. */
export function proposePositioning(range: AttackRange): Positioning {
  return { range, cover: "none", flanked: false };
}

function truthy(value: FormValue | number | undefined): boolean {
  return value === true || value === "true" || value === "on";
}

/** Reads the dialog's fields; anything missing or malformed falls back to the proposal. */
export function readPositioning(get: (name: string) => FormValue, proposal: Positioning): Positioning {
  return {
    range: pick(RANGES, get("range"), proposal.range),
    cover: pick(COVER_LEVELS, get("cover"), proposal.cover),
    flanked: get("flanked") === null ? proposal.flanked : truthy(get("flanked")),
  };
}

/**
 * Throws for a positioning the rules refuse: cover protects "the target of [a] ranged attack", flanking
 * helps "a melee attack against a flanked foe". The roll dialog answers it and stays open as chosen.
 */
export function assertPositioning(p: Positioning): void {
  ensure(p.cover === "none" || p.range === "ranged", CR_ERR.CoverNeedsRanged);
  ensure(!p.flanked || p.range === "melee", CR_ERR.FlankingNeedsMelee);
}

/** The choices as request data (sent to the GM). */
export function positioningPayload(p: Positioning): { range: AttackRange; cover: Cover; flanked: boolean } {
  return { range: p.range, cover: p.cover, flanked: p.flanked };
}

/** The choices back from request data; a request without them (or with bad values) gets the proposal. */
export function positioningFromPayload(payload: RequestPayload, proposal: Positioning): Positioning {
  const text = (key: string): FormValue => {
    const v = payload[key];
    return typeof v === "string" ? v : typeof v === "boolean" ? v : null;
  };
  return readPositioning(text, proposal);
}

/** The move dialog's answer: the foes whose reach the move enters or leaves, and whether it teleports. */
export interface MoveChoice {
  among: string[];
  teleport: boolean;
}

/** Reads the move dialog: one checkbox `foe-<combatantId>` per foe offered, and `teleport`. */
export function readMove(get: (name: string) => FormValue, foeIds: readonly string[]): MoveChoice {
  return { among: foeIds.filter((id) => truthy(get(`foe-${id}`))), teleport: truthy(get("teleport")) };
}

/** The foes a move request names (a comma-separated list of combatant ids). */
export function amongFromPayload(payload: RequestPayload): string[] {
  const text = payload.among;
  return typeof text === "string" ? text.split(",").filter((id) => id !== "") : [];
}
