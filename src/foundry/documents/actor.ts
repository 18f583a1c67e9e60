import { attackWithWeapon } from "../chat/attack";
import { storedAttribute } from "../resources";
import { activeRuleset } from "../rulesets/registry";

/** Tempo's Actor: sheet buttons call its methods, which hand the rules to the engine. */
export class TempoActor extends Actor {
  /** Attacks the user's one target with an owned weapon: one chat card, one write. */
  attackWith(weaponId: string): Promise<ChatMessage.Implementation | undefined> {
    return attackWithWeapon(this, weaponId);
  }

  /** A token bar edit of `resources.hp` changes the active ruleset's own health pool. */
  override modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean) {
    return super.modifyTokenAttribute(
      storedAttribute(attribute, activeRuleset().hpPath),
      value,
      isDelta,
      isBar,
    );
  }
}
