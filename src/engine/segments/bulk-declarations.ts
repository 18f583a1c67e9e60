/**
 * Declaring for many at once (the GM's side dialog, "repeat last round"): who of a side declares now,
 * and folding many declarations into one round state. The rules of each single declaration stay in
 * `declare` and the shell's checks, given here as `declareOne`.
 */
import { RuleError } from "../core/errors";
import { fitsInSurpriseSegment } from "./surprise";
import { declare, recordCharge, repeatableDeclaration } from "./sequence";
import type { Declaration, RoundState, SegmentsActorStats } from "./types";

export interface DeclaringMember {
  id: string;
  side: string;
  /** Not defeated and above 0 hit points. */
  up: boolean;
}

/**
 * Who of a side declares now: up, not finishing a spell carried from last round (its declaration is
 * fixed), and during the surprise segments only those who act in the current one (`actingNow`).
 */
export function declarersOf(
  state: RoundState,
  members: readonly DeclaringMember[],
  side: string,
  actingNow: readonly string[],
): string[] {
  const surprise = state.phase === "surprise";
  return members
    .filter((m) => m.side === side && m.up && state.carriedSpells[m.id] === undefined)
    .filter((m) => !surprise || actingNow.includes(m.id))
    .map((m) => m.id);
}

/**
 * One declaration in the current phase: in a surprise segment only a combatant who acts in it, and
 * only an action that fits in one segment (a charge there is recorded at once); then `declare`.
 */
export function declareNow(
  state: RoundState,
  combatantId: string,
  declaration: Declaration,
  options: { actingNow: readonly string[]; stats: SegmentsActorStats; name: string },
): RoundState {
  const surprise = state.phase === "surprise";
  if (surprise) {
    if (!options.actingNow.includes(combatantId))
      throw new RuleError("TEMPO.Segments.Error.SurprisedNow", { name: options.name });
    if (!fitsInSurpriseSegment(declaration)) throw new RuleError("TEMPO.Segments.Error.TooLongForSurprise");
  }
  const next = declare(state, combatantId, declaration, { stats: options.stats });
  return surprise && declaration.kind === "charge" ? recordCharge(next, combatantId) : next;
}

/** What a bulk declaration leaves: the new state, and each refused combatant with its reason. */
export interface BulkResult {
  state: RoundState;
  refused: { id: string; error: RuleError }[];
}

/**
 * Repeats last round's declaration of each of `ids` who has not declared this round
 * (`repeatableDeclaration`), through `declareOne`; one that is refused now (its target gone, its charge
 * spent) is left to declare by hand and reported, the others stand.
 */
export function repeatDeclarations(
  state: RoundState,
  ids: readonly string[],
  declareOne: (state: RoundState, id: string, declaration: Declaration) => RoundState,
): BulkResult {
  let next = state;
  const refused: BulkResult["refused"] = [];
  for (const id of ids) {
    const again = repeatableDeclaration(next, id);
    if (!again) continue;
    try {
      next = declareOne(next, id, again);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      refused.push({ id, error });
    }
  }
  return { state: next, refused };
}

/** The fields a declaration dialog shows for a stored declaration (the inverse of `buildDeclaration`). */
export function declarationFields(d: Declaration): Record<string, string> {
  const out: Record<string, string> = { kind: d.kind };
  if (d.targetId) out.targetId = d.targetId;
  if (d.weaponId) out.weaponId = d.weaponId;
  if (d.spell) out.spellName = d.spell.name;
  if (d.holdUntilSegment !== undefined) out.holdUntil = String(d.holdUntilSegment);
  if (d.durationSegments !== undefined) out.duration = String(d.durationSegments);
  if (d.note) out.note = d.note;
  return out;
}

/** One row of a side's declaration dialog: text fields, blank for none. */
export interface DeclarationRow {
  kind: string;
  targetId: string;
  weaponId: string;
  spellId: string;
}

/**
 * The rows a side's declaration carries (JSON: combatant id -> row of text fields, trimmed; a missing
 * field is blank). Anything else (not JSON, a row that is not an object, a field that is not text) is
 * refused as a malformed request.
 */
export function readDeclarationRows(json: string): Record<string, DeclarationRow> {
  const bad = () => new RuleError("TEMPO.Error.BadRequest", { action: "declareSide" });
  let raw: unknown;
  try {
    raw = JSON.parse(json || "{}");
  } catch {
    throw bad();
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw bad();
  const out: Record<string, DeclarationRow> = {};
  for (const [id, row] of Object.entries(raw)) {
    if (typeof row !== "object" || row === null || Array.isArray(row)) throw bad();
    const fields = new Map<string, unknown>(Object.entries(row));
    const field = (key: keyof DeclarationRow): string => {
      const value = fields.get(key) ?? "";
      if (typeof value !== "string") throw bad();
      return value.trim();
    };
    out[id] = {
      kind: field("kind"),
      targetId: field("targetId"),
      weaponId: field("weaponId"),
      spellId: field("spellId"),
    };
  }
  return out;
}
