import { attackWithWeapon } from "../chat/attack";

/** Tempo's Actor: sheet buttons call its methods, which hand the rules to the engine. */
export class TempoActor extends Actor {
  /** Attacks the user's one target with an owned weapon: one chat card, one write. */
  attackWith(weaponId: string): Promise<ChatMessage.Implementation | undefined> {
    return attackWithWeapon(this, weaponId);
  }
}
