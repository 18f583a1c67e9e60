/** What a creature did that may provoke an opportunity attack (Positioning). */
export type ProvokingEvent =
  | {
      kind: "move";
      /** Moved by its own will (not pushed, not falling). */
      willing: boolean;
      /** Entered or left the foe's reach. */
      entersOrLeavesReach: boolean;
      /** Took the Disengage action this turn. */
      disengaged?: boolean;
      /** Moved by teleportation. */
      teleport?: boolean;
    }
  | { kind: "cast"; /** The spell has the Melee Attack trait. */ meleeAttackTrait: boolean }
  | { kind: "stand-up" };

/** Whether the event provokes an opportunity attack from a foe whose reach it concerns. */
export function provokesOpportunityAttack(e: ProvokingEvent): boolean {
  switch (e.kind) {
    case "move":
      return e.willing && e.entersOrLeavesReach && !e.disengaged && !e.teleport;
    case "cast":
      return !e.meleeAttackTrait;
    case "stand-up":
      return true;
  }
}

/** Flanking: the flanked foe's melee attackers gain +2 on Fighting Style and Sorcery tests. */
export const FLANKING_BONUS = 2;
