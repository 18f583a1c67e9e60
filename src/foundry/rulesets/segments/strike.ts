// Segmented Rounds' attacks as one action (actions/actor-flows.ts): a weapon (or unarmed form) attack and
// a monster's attack routine. The target pick and the dialog run on the clicking client; the active GM
// checks the attack again, rolls and posts the card it authors: no card is the player's to rewrite.
import { actorFlows, fromSheet } from "../../actions/actor-flows";
import type { SheetAction } from "../definition";
import { askSegmentsAttack, performSegmentsAttack } from "./attack-flow";
import { askSegmentsRoutine, performSegmentsRoutine } from "./routine-flow";

const FLOWS = {
  weapon: { ask: askSegmentsAttack, perform: performSegmentsAttack },
  routine: {
    ask: (actor: Actor.Implementation) => askSegmentsRoutine(actor),
    perform: performSegmentsRoutine,
  },
};

export const sgStrike = actorFlows("strike", FLOWS);

/** A sheet button's attack of `kind`: the action above, for the sheet's actor. */
export const strikeFromSheet = (kind: keyof typeof FLOWS): SheetAction => fromSheet("strike", kind);
