import { RuleError } from "../../engine/core/errors";
import { cardAction } from "../actions/context";
import { text } from "../actions/payload";
import { getRuleset } from "../rulesets/registry";
import { isRulesetId } from "../rulesets/ids";
import { CardModel } from "./card-model";
import { cardActor, cardSystem, mayApply } from "./card-guard";
import { toldHealth } from "../health/ruled";

/**
 * A card the shared Apply damage applies: the shared attack fields (data/chat.ts), and the card's own
 * record of what the write changed (its update, from the target's values before and after, stored
 * nested at their document paths: `system.stats...`).
 */
interface AppliableCard {
  ruleset: string;
  attacker: string;
  target: string;
  hit: boolean;
  damage: number | null;
  applied: boolean;
  appliedUpdate(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown>;
}

const isAppliable = (system: unknown): system is AppliableCard =>
  system instanceof CardModel && typeof (system as Partial<AppliableCard>).appliedUpdate === "function";

/** The ruleset's own damage writes for the generic button, or null when its cards apply their own. */
const damageUpdateOf = (card: AppliableCard) =>
  isRulesetId(card.ruleset) ? getRuleset(card.ruleset).damageUpdate : null;

/**
 * The card a message holds, checked appliable (a GM's card with damage not yet applied, of a ruleset that
 * uses this button: a card written before its ruleset had its own Apply still shows it, disabled), or a
 * RuleError.
 */
function appliable(message: ChatMessage.Implementation): AppliableCard {
  const system = cardSystem(message);
  if (!system && isAppliable(message.system)) throw new RuleError("TEMPO.Error.UntrustedCard");
  if (!isAppliable(system)) throw new RuleError("TEMPO.Error.MissingCard");
  const card = system;
  if (card.applied) throw new RuleError("TEMPO.Error.AlreadyApplied");
  if (!card.hit || card.damage === null || !damageUpdateOf(card))
    throw new RuleError("TEMPO.Error.NothingToApply");
  return card;
}

/**
 * Applies a card's damage once, at the active GM (the GM's queue runs one request at a time, so a
 * second click finds the card applied): one write to the target actor, one to the card.
 */
async function applyCardDamage(message: ChatMessage.Implementation, requester: User.Implementation) {
  const card = appliable(message);
  if (!mayApply(card, requester)) throw new RuleError("TEMPO.Error.NotAllowed");
  const damageUpdate = damageUpdateOf(card);
  if (!damageUpdate || card.damage === null) throw new RuleError("TEMPO.Error.NothingToApply");
  const target = cardActor(card.target);
  const changes = damageUpdate(target, card.damage);
  // Stored nested (as an update would expand dotted keys): `applied.after.system.stats...`.
  const before: Record<string, unknown> = {};
  for (const path of Object.keys(changes)) {
    foundry.utils.setProperty(before, path, foundry.utils.getProperty(target, path));
  }
  // the card tells the damage: the health door applies the ruleset's rules and says only a change of state
  await target.update(changes, toldHealth());
  const after = foundry.utils.expandObject(changes) as Record<string, unknown>;
  await message.update({ system: { applied: true, ...card.appliedUpdate(before, after) } });
}

/**
 * The shared attack card's **Apply damage** (the rulesets whose `damageUpdate` it uses): an action on
 * the card, disabled with the reason for who may not use it now.
 */
export const applyDamageAction = cardAction(
  (message, _payload, requester) => applyCardDamage(message, requester),
  {
    unavailable: (p, user) => {
      const message = game.messages.get(p.messageId);
      if (!message) return "TEMPO.Error.MissingCard";
      try {
        return mayApply(appliable(message), user) ? null : "TEMPO.Error.NotAllowed";
      } catch (error) {
        return error instanceof RuleError ? error.key : "TEMPO.Error.Unexpected";
      }
    },
  },
  { messageId: text() },
);
