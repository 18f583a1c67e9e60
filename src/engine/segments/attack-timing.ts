/**
 * When a combatant may attack (seed 000, "Determine Initiative" and steps 4-5): each side acts in the
 * segment the other side rolled, "the party with the initiative acts first by performing declared
 * actions", "the party that lost initiative then acts"; holds, extra routines and late actions fill the
 * later segments; "some actions may allow the opposing party to interrupt, such as fleeing attacks or
 * using spears against charging opponents". So an attack is made in a segment where the round's
 * schedule gives the attacker an act, or in a surprise segment in which it acts.
 */
import { key } from "./constants";
import { actsOf } from "./schedule-query";
import type { RoundSchedule } from "./schedule-types";
import { attackForbiddenReason } from "./attack-permission";
import { restrainedAttackReason } from "./grapple";
import type { Declaration, SegmentsPhase } from "./types";

export interface AttackTiming {
  readonly phase: SegmentsPhase;
  /** The current segment (surprise or round segment). */
  readonly segment: number;
  /** The round's schedule (null when it cannot be built). */
  readonly schedule: RoundSchedule | null;
  readonly combatantId: string;
  /** Who acts in the current surprise segment (surprise phase only). */
  readonly surpriseActors?: readonly string[];
}

/** A refusal: the localization key (taking `{name}`, `{segment}`, `{segments}`) and its data. */
export interface TimingRefusal {
  readonly key: string;
  readonly segment: number;
  /** The segments of the round in which the attacker acts, in order ("" when none). */
  readonly segments: string;
}

/**
 * Why the combatant may not attack now, or null when it may: in a surprise segment only those who act
 * in it; in the round's segments only in a segment where the schedule has an act of the attacker (its
 * side's initiative act or missile segment, a hold, an extra routine, which may fall in the late
 * segments 7-10, or an interrupt the round gives it: a set weapon or a longer weapon striking a
 * charger, a free attack at a fleeing opponent); never during declarations, initiative or the end of
 * the round.
 */
export function attackTimingReason(t: AttackTiming): TimingRefusal | null {
  if (t.phase === "surprise") {
    if ((t.surpriseActors ?? []).includes(t.combatantId)) return null;
    return { key: key("Error.Timing.surprise"), segment: t.segment, segments: "" };
  }
  if (t.phase !== "segments") return { key: key("Error.Timing.between"), segment: 0, segments: "" };
  const mine = t.schedule ? actsOf(t.schedule, t.combatantId).map((a) => a.segment) : [];
  if (mine.includes(t.segment)) return null;
  const list = [...new Set(mine)].join(", ");
  return {
    key: key(list ? "Error.Timing.segment" : "Error.Timing.noAct"),
    segment: t.segment,
    segments: list,
  };
}

/**
 * Why the attacker may not attack now (being down aside), the first that applies: it is restrained (it
 * breaks free first); in the round, its declaration forbids attacking (`attackForbiddenReason`: a
 * parry, a spell, closing...), then the timing (`attackTimingReason`). Outside a round (`round` null)
 * only the restraint counts.
 */
export function attackRefusal(
  restrained: boolean,
  round: { timing: AttackTiming; declaration: Declaration | undefined } | null,
): TimingRefusal | null {
  const held = restrainedAttackReason(restrained);
  if (held) return { key: held, segment: 0, segments: "" };
  if (!round) return null;
  const { timing } = round;
  if (timing.phase === "segments" || timing.phase === "surprise") {
    const acts = timing.schedule ? actsOf(timing.schedule, timing.combatantId).map((x) => x.act) : [];
    const reason = attackForbiddenReason(round.declaration, acts);
    if (reason) return { key: reason, segment: 0, segments: "" };
  }
  return attackTimingReason(timing);
}
