import { RuleError } from "../../engine/core/errors";
import { isRulesetId, type RulesetId } from "../rulesets/ids";
import type { ActionPayload } from "./action";

/** Where the ruleset of an action is read from (the documents of this client). */
export interface RulesetLookup {
  /** The `system.ruleset` of a chat message, undefined when there is no such message. */
  messageRuleset(id: string): unknown;
  /** The ruleset a combat began under, undefined when there is no such combat. */
  combatRuleset(id: string): RulesetId | undefined;
  /** The world's ruleset. */
  active(): RulesetId;
}

/**
 * The ruleset an action belongs to, derived from its context and never from a field the payload
 * names: a tracker's action belongs to the combat's ruleset, a card's to the card's, anything else to
 * the world's. The combat comes first: an action on the clock may carry the ids of the cards it
 * completes as data (Time Count's "act" with `messageId: "a,b"`), and a card's buttons never name a
 * combat. The clicking client and the GM run this same function on the same payload.
 */
export function rulesetOf(raw: ActionPayload, lookup: RulesetLookup): RulesetId {
  if (raw.combatId !== undefined) {
    const id = lookup.combatRuleset(String(raw.combatId));
    if (!id) throw new RuleError("TEMPO.Error.NoCombat");
    return id;
  }
  if (raw.messageId !== undefined) {
    const id = lookup.messageRuleset(String(raw.messageId));
    if (!isRulesetId(id)) throw new RuleError("TEMPO.Error.MissingCard");
    return id;
  }
  return lookup.active();
}
