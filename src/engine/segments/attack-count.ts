import { RuleError } from "../core/errors";
import { attackCountKind, givenAttacksIn } from "./attack-permission";
import { spellsLostToDamage } from "./resolution";
import {
  otherHandJoin,
  routineForbiddenReason,
  routinesUsed,
  surpriseRoutineForbiddenReason,
  type Hand,
  type MadeAttack,
} from "./routine";
import type { RoundSchedule } from "./schedule-types";
import { actsOf } from "./schedule-query";
import type { Hit } from "./resolution";

/** How an attack about to be made counts in the round. */
export interface AttackCount {
  readonly number: number;
  readonly kind: "routine" | "given";
  readonly at: number;
  readonly hand?: Hand | undefined;
  readonly weaponId?: string | undefined;
  /** An other-hand attack joining this routine: the routine's target (its one opponent). */
  readonly joins?: string | undefined;
}

/** Where the attacker stands in the round, and what it already made there (with each attack's target). */
export interface AttackCountInput {
  readonly phase: "segments" | "surprise";
  readonly segment: number;
  readonly schedule: RoundSchedule | null;
  readonly combatantId: string;
  /** The attacker's attack routines a round (at least 1). */
  readonly routines: number;
  readonly made: readonly (MadeAttack & { readonly target: string })[];
  readonly weaponId?: string | undefined;
  /** Whether the attack may join the other hand's routine (Two-Weapon Fighting). */
  readonly joinHand: boolean;
  readonly actorName: string;
}

/**
 * How the attack about to be made counts, refused BEFORE any roll when the round allows no more: a
 * given attack while the segment holds one not yet made (`givenAttacksIn`, `attackCountKind`), else
 * the other hand's attack of a two-weapon routine made in this segment with another weapon
 * (`otherHandJoin`: it names the hand and joins the routine's target), else the next routine
 * (`routineForbiddenReason`, one a surprise segment).
 */
export function countNextAttack(input: AttackCountInput): AttackCount {
  const { phase, segment, schedule, made, weaponId } = input;
  const acts = phase === "segments" && schedule ? actsOf(schedule, input.combatantId) : [];
  const givenUsed = made.filter((r) => r.kind === "given" && r.at === segment).length;
  const join = input.joinHand ? otherHandJoin(made, segment, weaponId) : null;
  const kind = attackCountKind(givenAttacksIn(acts, segment), givenUsed, join !== null);
  if (kind === "given") return { number: 0, kind: "given", at: segment };
  if (kind === "other-hand" && join) {
    // "one weapon in each hand": the other hand's attack is this routine's, at its one opponent.
    const joins = made.find((r) => r.kind === "routine" && r.number === join.number)?.target;
    return { number: join.number, kind: "routine", at: segment, hand: join.hand, weaponId, joins };
  }
  const used = routinesUsed(made);
  const refusal =
    phase === "surprise"
      ? surpriseRoutineForbiddenReason(used)
      : schedule
        ? routineForbiddenReason({
            routines: Math.max(1, input.routines),
            used,
            schedule,
            combatantId: input.combatantId,
            segment,
          })
        : null;
  if (refusal) throw new RuleError(refusal.key, { ...refusal.data, name: input.actorName });
  return { number: used + 1, kind: "routine", at: segment, ...(weaponId ? { weaponId } : {}) };
}

/** A landed blow on a combatant, with the segment it was struck in. */
export interface SegmentHit {
  readonly segment: number;
  readonly hit: Hit;
}

/**
 * Casters whose spell the landed blows disrupt (`spellsLostToDamage`, segment by segment), each with
 * the first segment it was lost in and the damage it took.
 */
export function spellsLostByBlows(
  casting: Parameters<typeof spellsLostToDamage>[0],
  hits: readonly SegmentHit[],
): { id: string; segment: number; damage: number }[] {
  const lost = new Map<string, number>();
  for (const segment of new Set(hits.map((h) => h.segment))) {
    const list = hits.filter((h) => h.segment === segment).map((h) => h.hit);
    for (const id of spellsLostToDamage(casting, list, segment)) if (!lost.has(id)) lost.set(id, segment);
  }
  return [...lost].map(([id, segment]) => ({
    id,
    segment,
    damage: hits.filter((h) => h.hit.targetId === id).reduce((n, h) => n + h.hit.damage, 0),
  }));
}

/** When an attack was made: its combat, round, phase and (in surprise) segment. */
export interface AttackWhen {
  readonly combatId: string;
  readonly round: number;
  readonly phase: string;
  readonly segment: number;
}

/**
 * The attacks already made `when`, from what each of the attacker's cards recorded of its attack (its
 * `when` and how it counted) and its target: the `made` of `countNextAttack`. A record of another
 * moment, or not a record at all, is no attack of this one.
 */
export function attacksMadeAt(
  cards: readonly { readonly counted: unknown; readonly target: string }[],
  when: AttackWhen,
): (MadeAttack & { target: string })[] {
  return cards.flatMap(({ counted, target }) => {
    if (typeof counted !== "object" || counted === null) return [];
    const r = counted as Partial<AttackWhen & AttackCount>;
    const same = r.combatId === when.combatId && r.round === when.round && r.phase === when.phase;
    if (!same || r.segment !== when.segment) return [];
    const kind = r.kind === "given" ? "given" : "routine";
    return [{ number: r.number ?? 0, kind, hand: r.hand, at: r.at ?? 0, weaponId: r.weaponId, target }];
  });
}

/**
 * Casters whose spell landing held blows disrupt (`spellsLostByBlows`): the blows of this `round` at a
 * combatant (`targetId` undefined: the target is not in the combat), each struck in its own segment.
 */
export function spellsLostToHeld(
  casting: Parameters<typeof spellsLostToDamage>[0],
  round: number,
  blows: readonly { round: number; segment: number; attackerId: string; targetId?: string; damage: number }[],
): { id: string; segment: number; damage: number }[] {
  const hits = blows.flatMap(({ round: r, segment, attackerId, targetId, damage }) =>
    targetId !== undefined && r === round ? [{ segment, hit: { attackerId, targetId, damage } }] : [],
  );
  return spellsLostByBlows(casting, hits);
}
