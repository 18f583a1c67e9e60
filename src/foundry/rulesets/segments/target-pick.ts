/**
 * Who a Segmented Rounds attack strikes (seed 000, "Melee Attack", "Missile Attacks"): "when facing
 * multiple opponents, the target of the attack is determined randomly", and a missile "attempted against
 * opponents engaged in melee [...] is chosen randomly from among all melee participants, so the attacker
 * might inadvertently hit an ally". The sandbox, like this shell, reads no token positions, so who is
 * engaged comes from the user's targets (the opponents in reach) or, when the user targets nobody, from
 * the round's declarations (engine `engagedOpponents`). The random pick is made ONCE per attack: kept on
 * this client for the attacker's segment until its card is made, so cancelling the dialog and clicking
 * again shows the same die (rules doc, shell interpretation 21).
 */
import { scriptedDice, segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { evaluateRoll, naturalResult, type TempoRoll } from "../../dice";
import { allowed, memberFor, type RoundContext } from "./attack-context";
import type { Member } from "./roster";
import { isDownActor } from "./stats";

export type AimMode = "melee" | "missile";

export interface RandomPick {
  names: string[];
  roll: number;
  faces: number;
}

export interface TargetChoice {
  target: Actor.Implementation;
  random: RandomPick | null;
  /** The die that picked it, for the card's rolls (null when there was nothing to pick). */
  roll: TempoRoll | null;
  /** The key of the pick kept for this attack (cleared once its card is made). */
  key: string | null;
}

/** Up: above 0 hit points and not defeated (its combatant, when it fights in the combat). */
function isUp(ctx: RoundContext | null, actor: Actor.Implementation): boolean {
  const m = memberFor(ctx, actor);
  return m ? m.up : !isDownActor(actor);
}

/** An opponent of the attacker: a combatant of the other side (outside a combat, anyone but itself). */
function isOpponent(ctx: RoundContext | null, actor: Actor.Implementation): boolean {
  const m = memberFor(ctx, actor);
  return !ctx || !m || m.side !== ctx.member.side;
}

function actorsOf(ctx: RoundContext, ids: readonly string[]): Actor.Implementation[] {
  return ids
    .map((id) => ctx.members.find((m) => m.id === id))
    .filter((m): m is Member => m !== undefined && m.up)
    .map((m) => m.actor);
}

/** The actors the user targets, the attacker left out, once each. */
function userTargets(attacker: Actor.Implementation): Actor.Implementation[] {
  const out: Actor.Implementation[] = [];
  for (const token of game.user.targets) if (token.actor && token.actor !== attacker) out.push(token.actor);
  return [...new Set(out)];
}

/** The target the attacker declared this round, if it is up. */
function declaredTarget(ctx: RoundContext | null): Actor.Implementation[] {
  const id = ctx?.record.state.declarations[ctx.member.id]?.targetId;
  return ctx && id ? actorsOf(ctx, [id]) : [];
}

/** The living opponents aimed at: the user's targets (of the other side, up), else `fallback`. */
function aimed(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  fallback: () => Actor.Implementation[],
): Actor.Implementation[] {
  const targeted = userTargets(attacker);
  if (targeted.length === 0) {
    const list = fallback();
    if (list.length === 0) throw new RuleError("TEMPO.Error.NoTarget");
    return list;
  }
  const open = targeted.filter((a) => isOpponent(ctx, a) && isUp(ctx, a));
  if (open.length === 0)
    throw new RuleError("TEMPO.Segments.Error.NoLivingOpponent", { name: attacker.name ?? "" });
  return open;
}

/**
 * Who may be struck: a melee attack's living opponents engaged with the attacker (the user's targets,
 * else the round's engaged opponents, else its declared target); a missile's one aimed opponent, or,
 * when that opponent is engaged in melee, every living participant of that melee but the shooter
 * (engine `meleeAround`).
 */
export function candidates(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  mode: AimMode,
): Actor.Implementation[] {
  if (mode === "melee") {
    const engaged = () => {
      if (!ctx) return [];
      const ids = segments.engagedOpponents(ctx.record.state.declarations, ctx.sides, ctx.member.id);
      const list = actorsOf(ctx, ids);
      return list.length > 0 ? list : declaredTarget(ctx);
    };
    return aimed(attacker, ctx, engaged);
  }
  const aims = aimed(attacker, ctx, () => declaredTarget(ctx));
  if (aims.length > 1) throw new RuleError("TEMPO.Segments.Error.MissileOneTarget");
  const aim = aims[0] as Actor.Implementation;
  const aimMember = memberFor(ctx, aim);
  if (!ctx || !aimMember) return [aim];
  const melee = segments.meleeAround(ctx.record.state.declarations, ctx.sides, aimMember.id);
  const around = actorsOf(
    ctx,
    melee.filter((id) => id !== ctx.member.id),
  );
  return around.length > 0 ? around : [aim];
}

/** Picks kept on this client until their attack's card is made: the attacker's segment, its aim mode. */
const pending = new Map<string, { target: Actor.Implementation; random: RandomPick; roll: TempoRoll }>();

function pickKey(attacker: Actor.Implementation, ctx: RoundContext | null, mode: AimMode): string | null {
  if (!ctx) return null;
  const { round, phase, segment } = ctx.record.state;
  return [attacker.uuid, ctx.combat.id ?? "", round, phase, segment, mode].join("|");
}

/**
 * The attack's target: the one candidate, else one picked with a d<N> (a Foundry roll, shown in the
 * dialog and kept on the card). A pick already made for this attacker in this segment (its dialog
 * cancelled) is reused while its target is still up, whatever is targeted now: re-opening never rerolls.
 */
export async function chooseTarget(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  mode: AimMode,
): Promise<TargetChoice> {
  const key = pickKey(attacker, ctx, mode);
  const kept = key ? pending.get(key) : undefined;
  if (key && kept && isUp(ctx, kept.target)) return { ...kept, key };
  const list = allowed(ctx, candidates(attacker, ctx, mode));
  if (list.length === 1)
    return { target: list[0] as Actor.Implementation, random: null, roll: null, key: null };
  const roll = await evaluateRoll({ formula: `1d${list.length}`, data: {} });
  const r = naturalResult(roll);
  const target = segments.pickRandom(list, scriptedDice([r]));
  const random = { names: list.map((a) => a.name ?? ""), roll: r, faces: list.length };
  if (key) {
    // The attacker's picks of earlier segments can never be reused: dropped. Its other aim's pick of this
    // segment stays (switching melee and missile must not reroll either).
    const now = key.split("|").slice(0, -1).join("|");
    for (const k of [...pending.keys()])
      if (k.startsWith(`${attacker.uuid}|`) && !k.startsWith(`${now}|`)) pending.delete(k);
    pending.set(key, { target, random, roll });
  }
  return { target, random, roll, key };
}

/** The attack's card is made: its pick is spent (the next attack picks anew). */
export function spendPick(choice: TargetChoice): void {
  if (choice.key) pending.delete(choice.key);
}
