import type { TempoRoll } from "../dice";
import type { RulesetId } from "../rulesets/ids";
import { AttackCardData } from "../data/chat";
import type { AttackCardView } from "./render";
import type { RollMode } from "../actions/action";
import { currentRollMode, withRollMode } from "./roll-mode";
import { cardSystem } from "./card-guard";

/** The attack card data of a GM-authored message, or null (no registry import: rulesets use it too). */
export function attackCardOf(message: ChatMessage.Implementation): AttackCardData | null {
  const system = cardSystem(message);
  return system instanceof AttackCardData ? system : null;
}

/** The stored state of an attack card (data/chat.ts), as a ruleset hands it over. */
export type AttackCardSystem = AttackCardView & {
  ruleset: RulesetId;
  attacker: string;
  target: string;
  weapon: string;
};

/**
 * Posts an attack card: ONE write (the ChatMessage), for the generic flow and rulesets,
 * in the roll mode of who asked (default: this client's user and roll mode; see roll-mode.ts).
 */
export async function createAttackCard(
  system: AttackCardSystem,
  rolls: TempoRoll[],
  attacker: Actor.Implementation,
  mode: RollMode = currentRollMode(),
  author: User.Implementation = game.user,
): Promise<ChatMessage.Implementation | undefined> {
  // the card renders itself from its data (data/chat.ts AttackCardData)
  return ChatMessage.create(
    withRollMode(
      {
        type: "attack" as const,
        system,
        rolls,
        speaker: ChatMessage.getSpeaker({ actor: attacker }),
      },
      mode,
      author,
    ),
  );
}
