/**
 * How many attacks a combatant already made this round, read from its attack cards (seed 000, step 3
 * `multipleAttackRoutines`; Melee Attack): a routine is the creature's attacks of a round (a monster's
 * claw, claw, bite on one card; a character's weapon attack on one card), limited to its
 * `attackRoutines` a round (one per surprise segment); the attacks the round gives beyond them (a set
 * weapon or a longer weapon striking a charger, the free attack at a fleeing foe) do not count. Every
 * card records how it counted (`details.counted`, a routine's `details.routine`), so the count is exact.
 */
import { segments } from "../../../engine/index";
import { sgCardOf } from "./card-data";
import type { RoundContext } from "./attack-context";
import { sgStats } from "./stats";

/** Where an attack card was made: its combat, round, phase and (in surprise) segment. */
export type RoutineWhen = segments.AttackWhen;

/** What a card records of its attack: when, and how it counted (engine `AttackCount`). */
export type CountedAttack = RoutineWhen & segments.AttackCount;

export function whenOf(ctx: RoundContext): RoutineWhen {
  const { round, phase, segment } = ctx.record.state;
  return { combatId: ctx.combat.id ?? "", round, phase, segment: phase === "surprise" ? segment : 0 };
}

/** This combatant's attacks of the round (or of this surprise segment), as its cards recorded them. */
function madeThisRound(attacker: Actor.Implementation, when: RoutineWhen) {
  const cards = game.messages.contents.flatMap((message) => {
    const card = sgCardOf(message);
    if (!card || card.attacker !== attacker.uuid) return [];
    return [{ counted: card.details.counted ?? card.details.routine, target: card.target }];
  });
  return segments.attacksMadeAt(cards, when);
}

/**
 * How the attack about to be made counts (engine `countNextAttack`), refused BEFORE any roll when the
 * round allows no more. Null outside the round (not counted).
 */
export function countAttack(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  weaponId?: string,
  { joinHand = true } = {},
): CountedAttack | null {
  const phase = ctx?.record.state.phase;
  if (!ctx || (phase !== "segments" && phase !== "surprise")) return null;
  const when = whenOf(ctx);
  const made = madeThisRound(attacker, when);
  const count = segments.countNextAttack({
    phase,
    segment: ctx.record.state.segment,
    schedule: ctx.schedule,
    combatantId: ctx.member.id,
    routines: sgStats(attacker).attackRoutines,
    made,
    weaponId,
    joinHand,
    actorName: attacker.name ?? "",
  });
  return { ...when, ...count };
}
