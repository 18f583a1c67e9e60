/** The attack dialog's form, read into the engine's `AttackChoices` (the situation: engine `situationOf`). */
import { segments } from "../../../engine/index";
import { pick, int, type FormGetter } from "./forms";

export type AttackChoices = segments.AttackChoices;

/** Reads the dialog; a missing or malformed field means "no such circumstance". */
export function readAttackChoices(
  get: FormGetter,
  allowed: readonly segments.AttackForm[] = segments.FORMS,
): segments.AttackChoices {
  const out: segments.AttackChoices = {
    ...segments.NO_CHOICES,
    form: pick(allowed, get("form"), allowed[0] ?? "melee"),
  };
  for (const key of segments.CHOICE_FLAGS) out[key] = get(key) === true;
  if (get("locationKnown") === null) out.locationKnown = true;
  out.cover = pick(segments.COVERS, get("cover"), "");
  out.concealment = pick(segments.CONCEALMENTS, get("concealment"), "");
  out.hand = pick(segments.HANDS, get("hand"), "");
  out.parry = Math.max(0, int(get("parry"), 0));
  out.doubling = pick(segments.DOUBLINGS, get("doubling"), "");
  return out;
}
