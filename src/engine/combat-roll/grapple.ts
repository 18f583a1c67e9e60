import { ensure } from "../core/errors";
import {
  GRAPPLE_ATTACK_SKILL,
  GRAPPLE_DEFENSE_SKILLS,
  isGrappleDefense,
  type ContestWinner,
  type GrappleDefenseSkill,
} from "./contest";
import { CR_ERR } from "./errors";

/**
 * Who holds a grappled character. The seed gives the Grapple ("You use a free hand to hold your foe,
 * prohibiting them from moving") but neither its end nor an escape; Tempo's reading (see the rules doc):
 * the grappler may let go (a free action), the grappled foe may try to break free (a primary action).
 */
export interface Hold {
  grappled: boolean;
  /** The grappler's id (the shell stores an actor uuid); "" when not known. */
  grappledBy: string;
}

export const NOT_HELD: Hold = { grappled: false, grappledBy: "" };

/** The hold after a won Grapple contest. */
export function heldBy(grappler: string): Hold {
  ensure(grappler !== "", CR_ERR.UnknownGrappler, { name: grappler });
  return { grappled: true, grappledBy: grappler };
}

/**
 * Escaping mirrors the Grapple: the grappled character tests Athletics or Acrobatics (its choice, the
 * skills it could have resisted with) against the grappler's Athletics.
 */
export const ESCAPE_SKILLS = GRAPPLE_DEFENSE_SKILLS;
export const HOLD_SKILL = GRAPPLE_ATTACK_SKILL;

/** Throws unless the escaper's choice is Athletics or Acrobatics. */
export function assertEscapeSkill(value: string): GrappleDefenseSkill {
  ensure(isGrappleDefense(value), CR_ERR.EscapeSkill, { skill: value });
  return value;
}

/** The grappler an escape is contested against: throws when not grappled or the grappler is unknown. */
export function grapplerOf(hold: Hold, name: string): string {
  ensure(hold.grappled, CR_ERR.NotGrappled, { name });
  ensure(hold.grappledBy !== "", CR_ERR.UnknownGrappler, { name });
  return hold.grappledBy;
}

/** Letting go: only the one holding the grappled foe can release it. */
export function assertHolds(hold: Hold, grappler: string, names: { grappler: string; target: string }): void {
  ensure(hold.grappled && hold.grappledBy === grappler, CR_ERR.NotHolding, names);
}

/**
 * The escaper makes the contest as the attacker (skill contests: the passer wins, more Successes win,
 * a tie goes to the defender): it breaks free only by winning; a tie or both failing keep the hold.
 */
export function escapes(winner: ContestWinner): boolean {
  return winner === "attacker";
}
