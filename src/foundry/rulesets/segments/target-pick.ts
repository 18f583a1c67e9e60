/**
 * Who a Segmented Rounds attack strikes (seed 000, "Melee Attack", "Missile Attacks"): "when facing
 * multiple opponents, the target of the attack is determined randomly", and a missile "attempted against
 * opponents engaged in melee [...] is chosen randomly from among all melee participants, so the attacker
 * might inadvertently hit an ally". The sandbox, like this shell, reads no token positions, so who is
 * engaged comes from the user's targets (the opponents in reach) or, when the user targets nobody, from
 * the round's declarations (engine `strikeCandidates`). The random pick is made ONCE per attack: kept on
 * this client for the attacker's segment until the attack is sent to the GM, so cancelling the dialog and
 * clicking again shows the same die (rules doc, shell interpretations 21 and 26).
 */
import { scriptedDice, segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { evaluateRoll, naturalResult, type TempoRoll } from "../../dice";
import { allowed, memberFor, type RoundContext } from "./attack-context";
import { isDownActor } from "./stats";
import { cardActor } from "../../chat/card-guard";
import { storedPicks } from "./pick-store";

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

/**
 * Who may be struck (engine `strikeCandidates`): the user's targets (the actors of the panel's or
 * canvas's targeted tokens) or, when the user targets nobody, the round's declarations.
 */
export function candidates(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  mode: AimMode,
): Actor.Implementation[] {
  const byId = new Map<string, Actor.Implementation>(ctx?.members.map((m) => [m.id, m.actor]) ?? []);
  const targeted = [...new Set([...game.user.targets].flatMap((t) => (t.actor ? [t.actor] : [])))]
    .filter((a) => a !== attacker)
    .map((actor) => {
      const m = memberFor(ctx, actor);
      if (!m) byId.set(actor.uuid, actor);
      return {
        id: m?.id ?? actor.uuid,
        up: isUp(ctx, actor),
        opponent: !ctx || !m || m.side !== ctx.member.side,
      };
    });
  const round = ctx && {
    attackerId: ctx.member.id,
    declarations: ctx.record.state.declarations,
    sides: ctx.sides,
    up: ctx.members.filter((m) => m.up).map((m) => m.id),
  };
  const ids = segments.strikeCandidates({ mode, attackerName: attacker.name ?? "", targeted, round });
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Picks kept on this client until their attack's card is made: the attacker's segment, its aim mode.
 * Kept in the browser's storage, so reloading the page is no way to reroll an unused pick.
 */
const pending = storedPicks();

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

/** The attack is sent to the GM: its pick is spent (the next attack picks anew). */
export function spendPick(choice: TargetChoice): void {
  if (choice.key) pending.delete(choice.key);
}

/** The pick as the attack's payload, for its card: what the dialog showed, and its die. */
export function pickPayload(choice: TargetChoice): { pick: string; pickRoll: string } {
  if (!choice.random || !choice.roll) return { pick: "", pickRoll: "" };
  return { pick: JSON.stringify(choice.random), pickRoll: JSON.stringify(choice.roll.toJSON()) };
}

/** The pick's die, as the payload carries it: a d<faces> that rolled what the pick says, else none. */
function pickRoll(raw: string, pick: RandomPick): TempoRoll | null {
  if (raw === "") return null;
  const roll = Roll.fromData(JSON.parse(raw) as Parameters<typeof Roll.fromData>[0]) as TempoRoll;
  return roll.formula === `1d${pick.faces}` && roll.total === pick.roll ? roll : null;
}

/**
 * The pick a payload carries, for the card (the die joins the card's rolls); a malformed one is none.
 * The attacker's client rolled it: the dialog's defaults depend on who was picked (rules doc).
 */
export function pickOf(payload: { pick: string; pickRoll: string }): {
  random: RandomPick | null;
  roll: TempoRoll | null;
} {
  try {
    const random = segments.readRandomPick(JSON.parse(payload.pick || "null"));
    return { random, roll: random ? pickRoll(payload.pickRoll, random) : null };
  } catch {
    return { random: null, roll: null };
  }
}

/**
 * At the GM: the target an attack names (the attacker's client picked it, at random when there were
 * several: the dialog's defaults depend on who), checked strikable now: not the attacker, up, not one
 * the attacker may not strike this round.
 */
export function namedTarget(
  attacker: Actor.Implementation,
  ctx: RoundContext | null,
  uuid: string,
): Actor.Implementation {
  const target = cardActor(uuid);
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");
  if (!isUp(ctx, target))
    throw new RuleError("TEMPO.Segments.Error.NoLivingOpponent", { name: attacker.name ?? "" });
  allowed(ctx, [target]);
  return target;
}
