/**
 * The tracker's **Mark defeated** and **Bring back** (issue 28): the GM's, one Combatant write each, of
 * Foundry's own defeated mark (health/defeat.ts keeps it in step with the Down status). A defeated
 * combatant does not act (its acts are skipped, engine `nextEventfulSegment` / `spellsGoingOff`); one
 * brought back acts again with its standing declaration from the next segment its side acts in.
 */
import type { ActionMap } from "../../actions/index";
import { RuleError } from "../../../engine/core/errors";
import { setCondition } from "../../conditions/index";
import { assertGM } from "../../permissions";
import { ONE, sgCombatAction } from "./combat-action";
import { DOWN } from "./health";
import { memberOf } from "./roster";
import { isDownActor } from "./stats";

/** GM: the combatant is out of the fight (fled, surrendered, a ruling): Foundry's defeated mark. */
const markDefeated = sgCombatAction("markDefeated", ONE, async (combat, { combatantId }, requester) => {
  assertGM(requester);
  const member = memberOf(combat, combatantId);
  if (member.combatant.defeated)
    throw new RuleError("TEMPO.Segments.Error.AlreadyDefeated", { name: member.combatant.name ?? "" });
  await member.combatant.update({ defeated: true });
});

/**
 * GM: the combatant is back in the fight. Refused at 0 hit points or fewer (still down: healing brings it
 * back); a Down status left on it (set from the palette) goes with it.
 */
const bringBack = sgCombatAction("bringBack", ONE, async (combat, { combatantId }, requester) => {
  assertGM(requester);
  const member = memberOf(combat, combatantId);
  const name = member.combatant.name ?? "";
  if (isDownActor(member.actor)) throw new RuleError("TEMPO.Segments.Error.BringBackDown", { name });
  if (!member.combatant.defeated && !member.actor.statuses.has(DOWN))
    throw new RuleError("TEMPO.Segments.Error.NotDefeated", { name });
  await setCondition(member.actor, DOWN, false);
  if (member.combatant.defeated) await member.combatant.update({ defeated: false });
});

export const defeatActions: ActionMap = { markDefeated, bringBack };
