import { isCombatantOf } from "../../combatants";
import { hasCondition } from "../../conditions/index";
/**
 * What every Segmented Rounds attack from a sheet asks first: the attacker's place in the running round,
 * whether it may attack at all (down, or bound by its declaration); its target is target-pick.ts's. Shared by the single attack (attack-flow.ts) and the monster's routine (routine-flow.ts).
 */
import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TempoRoll } from "../../dice";
import { droppedIn } from "./down-check";
import { heldStepNow } from "./held-damage";
import { readRecord } from "./record";
import { activeMemberOf, membersOf, scheduleOrNull, sidesMap, type Member } from "./roster";
import { isDownActor } from "./stats";

/** Every die a Foundry roll rolled, in order: replayed through the engine, which decides the result. */
export function diceResults(roll: TempoRoll): number[] {
  return roll.dice.flatMap((die) => die.results.filter((r) => r.active !== false).map((r) => r.result));
}

/** The attacker's place in the running round, if it fights in the active Segmented Rounds combat. */
export function roundContext(attacker: Actor.Implementation) {
  const found = activeMemberOf(attacker);
  const record = found ? readRecord(found.combat) : null;
  if (!found || !record) return null;
  const schedule = scheduleOrNull(found.combat, record);
  const members = membersOf(found.combat);
  return { ...found, record, schedule, members, sides: sidesMap(members) };
}
export type RoundContext = NonNullable<ReturnType<typeof roundContext>>;

/**
 * A combatant that is down (0 hit points or fewer, or defeated) attacks no more, except in the
 * simultaneous step whose held blows dropped it, its own blow being of that step (engine
 * `downAttackForbiddenReason`). Outside a combat no step is simultaneous: a down actor is refused.
 */
function assertNotDown(attacker: Actor.Implementation, ctx: RoundContext | null): void {
  const down = isDownActor(attacker) || ctx?.member.combatant.isDefeated === true;
  if (!down) return;
  const step = ctx ? heldStepNow(ctx.record, ctx.schedule, ctx.member.id, ctx.sides) : null;
  const { round, segment } = ctx?.record.state ?? { round: 0, segment: 0 };
  const now = step ? { round, segment, step } : null;
  const dropped = ctx && now ? droppedIn(ctx.combat.id ?? "", attacker) : null;
  const reason = segments.downAttackForbiddenReason(down, dropped, now);
  if (reason) throw new RuleError(reason, { name: attacker.name ?? "" });
}

/**
 * Refuses the attack before any roll (engine `attackRefusal`): a down attacker (above), a restrained one
 * (it breaks free first), then, in the round, what it declared and whether it acts now. The GM is held to
 * the same schedule as the players (rules doc, shell interpretation 17).
 */
export function assertMayAttack(attacker: Actor.Implementation, ctx: RoundContext | null): void {
  assertNotDown(attacker, ctx);
  const state = ctx?.record.state;
  const round = ctx && {
    declaration: ctx.record.state.declarations[ctx.member.id],
    timing: {
      ...ctx.record.state,
      schedule: ctx.schedule,
      combatantId: ctx.member.id,
      surpriseActors: segments.surpriseActors(ctx.record),
    },
  };
  const refusal = segments.attackRefusal(hasCondition(attacker, "restrained"), round);
  if (!refusal) return;
  throw new RuleError(refusal.key, {
    name: attacker.name ?? "",
    segment: ctx && state?.phase === "surprise" ? segments.shownSegment(ctx.record) : refusal.segment,
    segments: refusal.segments,
  });
}

export function memberFor(ctx: RoundContext | null, actor: Actor.Implementation): Member | null {
  return ctx?.members.find((m) => isCombatantOf(m.combatant, actor)) ?? null;
}

/** Targets the attacker may not strike this round (they closed on it) leave the list. */
export function allowed(ctx: RoundContext | null, list: Actor.Implementation[]): Actor.Implementation[] {
  if (!ctx) return list;
  return segments.openTargets(ctx.schedule, ctx.member.id, list, (a) => memberFor(ctx, a)?.id ?? null);
}
