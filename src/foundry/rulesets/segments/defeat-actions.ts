/**
 * The tracker's **Mark defeated** and **Bring back** (issue 28): the GM's, one Combatant write each, of
 * Foundry's own defeated mark (health/defeat.ts keeps it in step with the Down status). A defeated
 * combatant does not act (its acts are skipped, engine `nextEventfulSegment` / `spellsGoingOff`); one
 * brought back acts again with its standing declaration from the next segment its side acts in.
 */
import { optionalText as text } from "../../actions/index";
import { combatAction, type ActionMap } from "../../actions/index";
import { RuleError } from "../../../engine/core/errors";
import { setCondition } from "../../conditions/index";
import { assertGM } from "../../permissions";
import type { ClockAction } from "../definition";
import { DOWN } from "./health";
import { memberOf, sgCombat } from "./roster";
import { isDownActor } from "./stats";

/** GM: the combatant is out of the fight (fled, surrendered, a ruling): Foundry's defeated mark. */
const markDefeated: ClockAction = async (raw, payload, requester) => {
  assertGM(requester);
  const member = memberOf(sgCombat(raw), text(payload, "combatantId"));
  if (member.combatant.defeated)
    throw new RuleError("TEMPO.Segments.Error.AlreadyDefeated", { name: member.combatant.name ?? "" });
  await member.combatant.update({ defeated: true });
};

/**
 * GM: the combatant is back in the fight. Refused at 0 hit points or fewer (still down: healing brings it
 * back); a Down status left on it (set from the palette) goes with it.
 */
const bringBack: ClockAction = async (raw, payload, requester) => {
  assertGM(requester);
  const member = memberOf(sgCombat(raw), text(payload, "combatantId"));
  const name = member.combatant.name ?? "";
  if (isDownActor(member.actor)) throw new RuleError("TEMPO.Segments.Error.BringBackDown", { name });
  if (!member.combatant.defeated && !member.actor.statuses.has(DOWN))
    throw new RuleError("TEMPO.Segments.Error.NotDefeated", { name });
  await setCondition(member.actor, DOWN, false);
  if (member.combatant.defeated) await member.combatant.update({ defeated: false });
};

export const defeatActions: ActionMap = {
  markDefeated: combatAction(markDefeated),
  bringBack: combatAction(bringBack),
};
