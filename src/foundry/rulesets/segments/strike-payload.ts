// The payload of a Segmented Rounds attack, declared once: the attacker and its weapon (a sheet button's),
// then what the clicking client's dialog adds (the target, the chapter's situations, the random pick).
import { segments } from "../../../engine/index";
import { flag, int, oneOf, optText, parseWith, text, type PayloadOf } from "../../actions/index";
import { pick } from "../../form-dialog";

const STRIKE = {
  actor: text(),
  kind: oneOf(["weapon", "routine"]),
  itemId: optText(),
  target: optText(),
  form: oneOf(["", ...segments.FORMS], ""),
  charging: flag(),
  rear: flag(),
  flank: flag(),
  prone: flag(),
  stunned: flag(),
  invisible: flag(),
  locationKnown: flag(true),
  sleeping: flag(),
  fleeing: flag(),
  casting: flag(),
  targetCharging: flag(),
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
  const { charging, rear, flank, prone, stunned, invisible, locationKnown, sleeping } = p;
  const { fleeing, casting, targetCharging, cover, concealment, hand, parry, doubling } = p;
  return {
    form: pick(forms, p.form, forms[0] ?? "melee"),
    ...{ charging, rear, flank, prone, stunned, invisible, locationKnown, sleeping, fleeing, casting },
    ...{ targetCharging, cover, concealment, hand, parry, doubling },
  };
}
