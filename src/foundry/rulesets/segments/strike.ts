// Segmented Rounds' attacks as one action: a weapon (or unarmed form) attack and a monster's attack
// routine, from the sheet's buttons (`data-tempo-action="strike" data-kind`) or a macro. The target pick
// and the dialog run on the clicking client (`ask`); the active GM checks the attack again, rolls and
// posts the card it authors: no card is the player's to rewrite.
import { defineAction } from "../../actions/index";
import { cardActor, mayActFor, requireRole } from "../../chat/card-guard";
import { askSegmentsAttack, checkSegmentsAttack, performSegmentsAttack } from "./attack-flow";
import { askSegmentsRoutine, checkSegmentsRoutine, performSegmentsRoutine } from "./routine-flow";
import { parseStrike, type StrikePayload } from "./strike-payload";

export const sgStrike = defineAction<StrikePayload>({
  parse: parseStrike,
  unavailable(p, user) {
    if (!mayActFor(p.actor, user)) return "TEMPO.Error.NotAllowed";
    // the round's schedule, declaration and counts, thrown with their words: the button grey beforehand
    const attacker = cardActor(p.actor);
    if (p.kind === "routine") checkSegmentsRoutine(attacker);
    else checkSegmentsAttack(attacker, p.itemId);
    return null;
  },
  async ask(p) {
    const attacker = cardActor(p.actor);
    const answer =
      p.kind === "routine" ? await askSegmentsRoutine(attacker) : await askSegmentsAttack(attacker, p.itemId);
    return answer && { ...p, ...answer };
  },
  async perform({ payload, requester, rollMode }) {
    const attacker = cardActor(payload.actor);
    requireRole(attacker.uuid, requester, attacker.name ?? "");
    const posted = { requester, mode: rollMode };
    if (payload.kind === "routine") await performSegmentsRoutine(attacker, payload, posted);
    else await performSegmentsAttack(attacker, payload, posted);
  },
});
