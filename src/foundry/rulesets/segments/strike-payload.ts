// The payload of a Segmented Rounds attack, declared once: the attacker and its weapon (a sheet button's),
// then what the clicking client's dialog adds (the target, the chapter's situations, the random pick).
import { segments } from "../../../engine/index";
import {
  flag,
  int,
  oneOf,
  optText,
  parseWith,
  text,
  type PayloadField,
  type PayloadOf,
} from "../../actions/index";
import { pick } from "../../form-dialog";

/** A yes/no field for each of `keys` (the dialog's checkboxes), absent: no. */
const flags = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, flag()])) as Record<K, PayloadField<boolean>>;

const STRIKE = {
  actor: text(),
  kind: oneOf(["weapon", "routine"]),
  itemId: optText(),
  target: optText(),
  form: oneOf(["", ...segments.FORMS], ""),
  ...flags(segments.CHOICE_FLAGS),
  locationKnown: flag(true),
  cover: oneOf(segments.COVERS, ""),
  concealment: oneOf(segments.CONCEALMENTS, ""),
  hand: oneOf(segments.HANDS, ""),
  parry: int({ min: 0, fallback: 0 }),
  doubling: oneOf(segments.DOUBLINGS, ""),
  /** The random pick the dialog showed (engine `readRandomPick` reads it back), and its die's Roll. */
  pick: optText(),
  pickRoll: optText(),
};

export type StrikePayload = PayloadOf<typeof STRIKE>;
export const parseStrike = parseWith(STRIKE, "strike");

/** What the dialog adds to the payload: the target's uuid, the choices, the pick. */
export type StrikeAnswer = segments.AttackChoices & { target: string; pick: string; pickRoll: string };

/** The attack's choices in the payload, its form one of those the weapon allows (else the first). */
export function choicesOf(p: StrikePayload, forms: readonly segments.AttackForm[]): segments.AttackChoices {
  const { actor: _a, kind: _k, itemId: _i, target: _t, pick: _p, pickRoll: _r, form, ...choices } = p;
  return { ...choices, form: pick(forms, form, forms[0] ?? "melee") };
}
