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

/** A foe that might answer a provoking event with an opportunity attack. */
export interface OpportunityCandidate {
  id: string;
  /** Holds a melee weapon; without one it strikes unarmed ("Unarmed fighting is included"). */
  meleeWeapon: boolean;
  /** Can take a reaction with the Attack trait now (AP left, attacks left, not surprised or defeated). */
  canReact: boolean;
}

/** What an opportunity attack strikes with. */
export type OpportunityStrike = "weapon" | "unarmed";

/**
 * "An opportunity attack is a special kind of melee Strike": a held melee weapon when there is one,
 * else an unarmed Strike (unarmed fighting is a melee Strike every character can make).
 */
export function opportunityStrike(candidate: { meleeWeapon: boolean }): OpportunityStrike {
  return candidate.meleeWeapon ? "weapon" : "unarmed";
}

/**
 * The foes who may make an opportunity attack after an event: none when the event does not provoke,
 * else every candidate able to react with an attack now, armed or not (`opportunityStrike` says with
 * what). Whether it is within reach is the table's call: the candidates are the foes whose reach the
 * event concerns.
 */
export function opportunityAttackers(
  event: ProvokingEvent,
  candidates: readonly OpportunityCandidate[],
): string[] {
  if (!provokesOpportunityAttack(event)) return [];
  return candidates.filter((c) => c.canReact).map((c) => c.id);
}

/** A combatant's side from its token's disposition: friendly 1, neutral 0, hostile or secret -1. */
export function sideOf(disposition: number): -1 | 0 | 1 {
  if (disposition > 0) return 1;
  return disposition < 0 ? -1 : 0;
}

/**
 * A combatant's foes among the others (their ids): friendly against hostile; a neutral combatant is
 * nobody's foe and has none. Defeated combatants are left out.
 */
export function foesAmong(
  self: { id: string; side: number },
  others: readonly { id: string; side: number; defeated: boolean }[],
): string[] {
  if (self.side === 0) return [];
  return others.filter((c) => c.id !== self.id && c.side === -self.side && !c.defeated).map((c) => c.id);
}
