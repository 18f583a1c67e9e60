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

/**
 * A declaration from its typed fields: only the fields its kind uses are kept (a weapon for no spell,
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
  const holdUntil = kind === "hold" ? optionalSegment(fields.holdUntil) : undefined;
  const duration = kind === "other" ? optionalSegment(fields.duration) : undefined;
  const declaration: Declaration = {
    kind,
    ...(targetId ? { targetId } : {}),
    ...(weaponId && kind !== "spell" ? { weaponId } : {}),
    ...(kind === "spell" ? { spell: fields.spell() } : {}),
    ...(holdUntil !== undefined ? { holdUntilSegment: holdUntil } : {}),
    ...(duration !== undefined ? { durationSegments: duration } : {}),
    ...(note ? { note } : {}),
  };
  validateDeclaration(declaration);
  return declaration;
}
