/**
 * Declarations that forbid the combatant's own attacks for the round (seed 000, "Combat Actions"):
 * closing "does not permit an attack roll during that round"; a fighting retreat "may parry [...]
 * but cannot make an attack"; a fleer "runs away at top speed"; parrying "forgoes attacking"; a set weapon "may not initiate an attack
 * unless triggered by an opponent's charge"; a declared spell cannot be "substituted" by another
 * action (step 2, `spellDeclaration.commitment`).
 */
import { key } from "./constants";
import type { ActKind, ScheduledAct } from "./schedule-types";
import type { Declaration, DeclarationKind } from "./types";

const FORBIDDING: Partial<Record<DeclarationKind, string>> = {
  close: key("Error.NoAttack.close"),
  "fighting-retreat": key("Error.NoAttack.fighting-retreat"),
  flee: key("Error.NoAttack.flee"),
  parry: key("Error.NoAttack.parry"),
  "set-vs-charge": key("Error.NoAttack.set-vs-charge"),
  spell: key("Error.NoAttack.spell"),
};

/**
 * Attacks the round gives a combatant whatever it declared: its set weapon striking a charger, a
 * longer weapon striking a charger first, the free attack at a fleeing opponent.
 */
const GIVEN: readonly ActKind[] = ["set-weapon-strike", "first-strike", "free-attack"];

/**
 * Why the combatant may not attack this round (a localization key taking `{name}`), or null when it
 * may: no declaration, a declaration that allows attacking, or an attack the round gives it (its
 * `acts` this round, from the schedule).
 */
export function attackForbiddenReason(
  declaration: Declaration | undefined,
  acts: readonly ScheduledAct[],
): string | null {
  const reason = declaration ? FORBIDDING[declaration.kind] : undefined;
  if (reason === undefined) return null;
  return acts.some((a) => GIVEN.includes(a.kind)) ? null : reason;
}

/**
 * The attacks the round gives the combatant in `segment` beyond its routines (seed 000: a set weapon
 * striking a charger, a longer weapon striking a charger first, the free attack at a fleeing opponent),
 * from its `acts` this round (`actsOf`).
 */
export function givenAttacksIn(
  acts: readonly { readonly segment: number; readonly act: ScheduledAct }[],
  segment: number,
): number {
  return acts.filter((x) => x.segment === segment && GIVEN.includes(x.act.kind)).length;
}

/**
 * How an attack counts: while the attacks the round gives it in this segment (`givenNow`) are not all
 * made (`givenUsed`), the attack is one of them ("given"); else, when the other hand of a two-weapon
 * routine is still open (`otherHandJoin`), it is that hand's attack of the same routine ("other-hand":
 * "one weapon in each hand" is one routine's fighting); any other attack is one of its attack routines
 * of the round ("routine", limited by `routineForbiddenReason`).
 */
export function attackCountKind(
  givenNow: number,
  givenUsed: number,
  otherHandOpen = false,
): "given" | "other-hand" | "routine" {
  if (givenUsed < givenNow) return "given";
  return otherHandOpen ? "other-hand" : "routine";
}
