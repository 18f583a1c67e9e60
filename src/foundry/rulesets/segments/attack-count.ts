/**
 * How many attacks a combatant already made this round, read from its attack cards (seed 000, step 3
 * `multipleAttackRoutines`; Melee Attack): a routine is the creature's attacks of a round (a monster's
 * claw, claw, bite on one card; a character's weapon attack on one card), limited to its
 * `attackRoutines` a round (one per surprise segment); the attacks the round gives beyond them (a set
 * weapon or a longer weapon striking a charger, the free attack at a fleeing foe) do not count. Every
 * card records how it counted (`details.routine.kind`), so the count is exact.
 */
import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { attackCardOf } from "../../chat/create-card";
import type { RoundContext } from "./attack-context";
import { sgStats } from "./stats";

/** Where an attack card was made: its combat, round, phase and (in surprise) segment. */
export interface RoutineWhen {
  combatId: string;
  round: number;
  phase: string;
  segment: number;
}

/** What a card records of its attack: when, its routine number (0 for a given one), and how it counted. */
export interface CountedAttack extends RoutineWhen {
  number: number;
  kind: "routine" | "given";
  /** The segment of the round it was made in (given attacks are counted per segment). */
  at: number;
  /** Two-weapon fighting: the hand it was made with (the other hand's attack joins its routine). */
  hand?: segments.Hand | undefined;
  /** The weapon item it was made with. */
  weaponId?: string | undefined;
  /** An other-hand attack joining this routine: the routine's target (its one opponent). */
  joins?: string | undefined;
}

export function whenOf(ctx: RoundContext): RoutineWhen {
  const { round, phase, segment } = ctx.record.state;
  return { combatId: ctx.combat.id ?? "", round, phase, segment: phase === "surprise" ? segment : 0 };
}

/** This combatant's counted attacks of the round (or of this surprise segment), with their targets. */
function countedThisRound(
  attacker: Actor.Implementation,
  when: RoutineWhen,
): (Partial<CountedAttack> & { target: string })[] {
  const out: (Partial<CountedAttack> & { target: string })[] = [];
  for (const message of game.messages) {
    const card = attackCardOf(message);
    const r = (card?.details.counted ?? card?.details.routine) as Partial<CountedAttack> | undefined;
    if (!card || card.ruleset !== "segments" || card.attacker !== attacker.uuid || !r) continue;
    if (
      r.combatId === when.combatId &&
      r.round === when.round &&
      r.phase === when.phase &&
      r.segment === when.segment
    )
      out.push({ ...r, target: card.target });
  }
  return out;
}

/**
 * How the attack about to be made counts, refused BEFORE any roll when the round allows no more:
 * a given attack while the segment holds one not yet made (engine `givenAttacksIn`, `attackCountKind`),
 * else the other hand's attack of a two-weapon routine made in this segment with another weapon (engine
 * `otherHandJoin`: it names the hand and `joins` the routine's target), else the next routine (engine
 * `routineForbiddenReason`, `surpriseRoutineForbiddenReason`). Null outside the round (not counted).
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
  const made = countedThisRound(attacker, when).map((r) => ({
    number: r.number ?? 0,
    kind: r.kind ?? "routine",
    hand: r.hand,
    at: r.at ?? 0,
    weaponId: r.weaponId,
    target: r.target,
  }));
  const segment = ctx.record.state.segment;
  const acts = phase === "segments" && ctx.schedule ? segments.actsOf(ctx.schedule, ctx.member.id) : [];
  const givenUsed = made.filter((r) => r.kind === "given" && r.at === segment).length;
  const join = joinHand ? segments.otherHandJoin(made, segment, weaponId) : null;
  const kind = segments.attackCountKind(segments.givenAttacksIn(acts, segment), givenUsed, join !== null);
  if (kind === "given") return { ...when, number: 0, kind: "given", at: segment };
  if (kind === "other-hand" && join) {
    // "one weapon in each hand": the other hand's attack is this routine's, at its one opponent.
    const joins = made.find((r) => r.kind === "routine" && r.number === join.number)?.target;
    return { ...when, number: join.number, kind: "routine", at: segment, hand: join.hand, weaponId, joins };
  }
  const used = segments.routinesUsed(made);
  const refusal =
    phase === "surprise"
      ? segments.surpriseRoutineForbiddenReason(used)
      : ctx.schedule
        ? segments.routineForbiddenReason({
            routines: Math.max(1, sgStats(attacker).attackRoutines),
            used,
            schedule: ctx.schedule,
            combatantId: ctx.member.id,
            segment,
          })
        : null;
  if (refusal) throw new RuleError(refusal.key, { ...refusal.data, name: attacker.name ?? "" });
  return { ...when, number: used + 1, kind: "routine", at: segment, ...(weaponId ? { weaponId } : {}) };
}
