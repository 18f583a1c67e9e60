/** Reading dialog forms: pure readers take a `get(name)` so they are tested without a DOM. */
import { segments } from "../../../engine/index";

import { int, pick, str, type FormGetter, type FormValue } from "../../form-dialog";
import type { DeclarationText } from "./declaration";

export type { FormGetter, FormValue };

export { int, pick, str };

/** The declaration dialog's choice (text fields; blanks dropped; those the kind never reads too). */
export type DeclarationChoice = DeclarationText & { kind: segments.DeclarationKind };

/** The declaration dialog's choice, as the "declare" action's payload. */
export function readDeclarationForm(get: FormGetter): DeclarationChoice {
  const kind = pick(segments.DECLARATION_KINDS, get("kind"), "melee");
  const out: DeclarationChoice = { kind };
  const target = str(get("targetId"));
  if (target) out.targetId = target;
  const weapon = str(get("weaponId"));
  if (weapon && kind !== "spell") out.weaponId = weapon;
  const spell = str(get("spellId"));
  if (kind === "spell") out.spellId = spell;
  const hold = str(get("holdUntil"));
  if (kind === "hold" && hold) out.holdUntil = hold;
  const duration = str(get("duration"));
  if (kind === "other" && duration) out.duration = duration;
  const note = str(get("note"));
  if (note) out.note = note;
  return out;
}
