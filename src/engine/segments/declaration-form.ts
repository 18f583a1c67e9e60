import { RuleError } from "../core/errors";
import { DECLARATION_KINDS, validateDeclaration } from "./declarations";
import type { Declaration, DeclarationKind, DeclaredSpell } from "./types";

/** Longest free-text note a declaration keeps. */
export const NOTE_LENGTH = 200;

export function isDeclarationKind(value: string): value is DeclarationKind {
  return (DECLARATION_KINDS as readonly string[]).includes(value);
}

/** A whole number typed into a declaration's field ("" : none). */
export function optionalSegment(raw: string): number | undefined {
  if (raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new RuleError("TEMPO.Segments.Error.NotInteger", { value: raw });
  return n;
}

/** A declaration's fields besides its kind and note, as a dialog names them. */
export type DeclarationField = "targetId" | "weaponId" | "spellId" | "holdUntil" | "duration";

/**
 * The fields a declaration of `kind` uses (the dialog shows only those): a target for any kind, the
 * weapon for any but a spell, the spell for a spell, the segment held until for a hold, the duration
 * (in segments) for another action.
 */
export function fieldsOf(kind: DeclarationKind): DeclarationField[] {
  const own: DeclarationField[] = kind === "hold" ? ["holdUntil"] : kind === "other" ? ["duration"] : [];
  return ["targetId", kind === "spell" ? "spellId" : "weaponId", ...own];
}

/** The kinds whose declaration uses `field` (`fieldsOf`). */
export function kindsUsing(field: DeclarationField): DeclarationKind[] {
  return DECLARATION_KINDS.filter((kind) => fieldsOf(kind).includes(field));
}

/**
 * The kinds whose target may be on the declarer's own side (interpretation: the seed's attacks are
 * at opponents, an ally is hit only by a missile's random pick; a spell, a move or another action may
 * be for an ally).
 */
export const ALLY_TARGET_KINDS: readonly DeclarationKind[] = ["spell", "move", "other"];

/** Why a declaration of `kind` may not target a combatant of the declarer's own side, or null. */
export function allyTargetReason(kind: DeclarationKind, ally: boolean): string | null {
  return ally && !ALLY_TARGET_KINDS.includes(kind) ? "TEMPO.Segments.Error.AllyTarget" : null;
}

/**
 * A declaration from its typed fields: only the fields its kind uses are kept (`fieldsOf`: a weapon for no spell,
 * the spell for a spell, the segment held until for a hold, the duration for another action), the
 * note cut to its length; then the engine's checks (`validateDeclaration`).
 */
export function buildDeclaration(fields: {
  kind: string;
  targetId: string;
  weaponId: string;
  spell: () => DeclaredSpell;
  holdUntil: string;
  duration: string;
  note: string;
}): Declaration {
  const { kind, targetId, weaponId } = fields;
  if (!isDeclarationKind(kind)) throw new RuleError("TEMPO.Segments.Error.UnknownDeclaration", { kind });
  const note = fields.note.slice(0, NOTE_LENGTH);
  const uses = new Set(fieldsOf(kind));
  const holdUntil = uses.has("holdUntil") ? optionalSegment(fields.holdUntil) : undefined;
  const duration = uses.has("duration") ? optionalSegment(fields.duration) : undefined;
  const declaration: Declaration = {
    kind,
    ...(targetId ? { targetId } : {}),
    ...(weaponId && uses.has("weaponId") ? { weaponId } : {}),
    ...(uses.has("spellId") ? { spell: fields.spell() } : {}),
    ...(holdUntil !== undefined ? { holdUntilSegment: holdUntil } : {}),
    ...(duration !== undefined ? { durationSegments: duration } : {}),
    ...(note ? { note } : {}),
  };
  validateDeclaration(declaration);
  return declaration;
}
