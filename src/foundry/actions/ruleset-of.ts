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
 * names: a card's action belongs to the card's ruleset, a tracker's to the combat's, anything else to
 * the world's. The clicking client and the GM run this same function on the same payload.
 */
export function rulesetOf(raw: ActionPayload, lookup: RulesetLookup): RulesetId {
  if (raw.messageId !== undefined) {
    const id = lookup.messageRuleset(String(raw.messageId));
    if (!isRulesetId(id)) throw new RuleError("TEMPO.Error.MissingCard");
    return id;
  }
  if (raw.combatId !== undefined) {
    const id = lookup.combatRuleset(String(raw.combatId));
    if (!id) throw new RuleError("TEMPO.Error.NoCombat");
    return id;
  }
  return lookup.active();
}
