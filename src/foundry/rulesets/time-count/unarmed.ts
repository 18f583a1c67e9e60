import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { weaponSystem } from "../../data/access";
import { pick } from "../../form-dialog";
import { singleTarget } from "../../targets";
import type { RequestPayload } from "../definition";
import { askAttackChoices } from "./attack-dialog";
import { addOnsPayload, attackStance, strikeCard } from "./attack-flow";
import { postAttackCards } from "./card";
import type { Posted } from "../../chat/roll-mode";
import { completeAct } from "./clock-actions";
import { cardActor } from "../../chat/card-guard";
import { turnOf, type Turn } from "./clock";
import { defenseAgainst } from "./defense";
import { activeImpairments } from "./settings";
import { choicesOf, choicesPayload, type AttackChoices } from "./situation";
import { speedFactorFor } from "./speed";
import { tcStats } from "./stats";
import { previousAttackWeapon } from "./two-weapons";

/**
 * The unarmed strike is no item: its cards name the actor's own "unarmed" reference (a uuid under the
 * actor's), so the chat tells an unarmed attack apart (alternating strikes) and no weapon is worn.
 */
export function unarmedRef(actor: Actor.Implementation): { uuid: string; name: string } {
  return { uuid: `${actor.uuid}.Unarmed`, name: game.i18n.localize("TEMPO.TimeCount.Unarmed.Name") };
}

/** The actor's ready weapons, each holding a hand (a two-handed one both). */
export function heldWeapons(actor: Actor.Implementation): timeCount.HeldWeapon[] {
  return actor.items.contents.flatMap((i) => {
    if (i.type !== "weapon") return [];
    const w = weaponSystem(i);
    return w.equipped ? [{ twoHanded: w.stats.timeCount.twoHanded }] : [];
  });
}

/** Hands not holding an equipped weapon (two at most); strikes without hands use the feet (two). */
export function appendagesFree(actor: Actor.Implementation, withoutHands: boolean): number {
  return withoutHands ? 2 : timeCount.handsFree(heldWeapons(actor));
}

/** The engine's unarmed action for these dialog choices (refused: no appendage free, alternating...). */
export function unarmedPlan(
  actor: Actor.Implementation,
  choices: Pick<AttackChoices, "withoutHands" | "twoWeapons">,
  beforeMessageId = "",
): timeCount.UnarmedStrike {
  const s = tcStats(actor);
  const mode = choices.twoWeapons;
  if (!timeCount.isSize(s.size)) throw new RuleError("TEMPO.TimeCount.Error.UnknownSize", { size: s.size });
  return timeCount.unarmedStrike({
    size: s.size,
    withoutHands: choices.withoutHands,
    mode,
    appendagesFree: appendagesFree(actor, choices.withoutHands),
    previousWasUnarmed:
      mode === "alternating"
        ? previousAttackWeapon(actor.uuid, beforeMessageId) === unarmedRef(actor).uuid
        : null,
  });
}

/** "Unarmed" from the sheet, on the clicking client: the target, the turn, the attack dialog; or null. */
export async function askUnarmedAttack(attacker: Actor.Implementation): Promise<RequestPayload | null> {
  const target = singleTarget();
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");
  attackStance(attacker, true);
  turnOf(attacker);
  const choices = await askAttackChoices({
    attacker,
    target,
    item: unarmedRef(attacker),
    melee: true,
    autoDefense: defenseAgainst(target, undefined, true).label,
    rangeIncrement: 0,
    unarmed: true,
    // Known before the dialog (issue 30): with no hand free the strike is made without hands, ticked and locked.
    handsBound: appendagesFree(attacker, false) === 0,
    check: (c) => void unarmedPlan(attacker, c),
  });
  return choices ? { target: target.uuid, ...choicesPayload(choices) } : null;
}

/**
 * At the GM: the unarmed attack asked for (without hands −4, two strikes as with two light weapons),
 * checked again here, then the attack roll(s) against the target's defence, 1d3 (by size) + the better
 * of Strength and Dexterity + Power, nonlethal. ONE write: the card, or both cards of two strikes at once
 * in one batch; then, inside a running fight, the Combatant write (the unarmed SF).
 */
export async function performUnarmedAttack(
  attacker: Actor.Implementation,
  payload: RequestPayload,
  posted: Posted,
): Promise<void> {
  const target = cardActor(String(payload.target ?? ""));
  if (target === attacker) throw new RuleError("TEMPO.Error.TargetIsSelf");
  const stance = attackStance(attacker, true);
  const turn = turnOf(attacker);
  const choices = choicesOf(payload);
  const strike = unarmedPlan(attacker, choices);
  const input = { attacker, target, choices, stance, turn, strike, ref: unarmedRef(attacker) };
  const cards = [await unarmedCard(input)];
  if (strike.attacks === 2) cards.push(await unarmedCard(input));
  const ids = await postAttackCards(attacker, cards, posted);
  if (!ids || !turn) return;
  await completeAct(
    turn,
    {
      intent: "unarmed",
      messageId: ids.join(","),
      ...(choices.withoutHands ? { withoutHands: true } : {}),
      ...(choices.twoWeapons !== "none" ? { twoWeapons: choices.twoWeapons } : {}),
      ...addOnsPayload(choices),
    },
    posted,
  );
}

interface StrikeInput {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  choices: AttackChoices;
  stance: number;
  turn: Turn | null;
  strike: timeCount.UnarmedStrike;
  ref: { uuid: string; name: string };
}

/** One unarmed strike's roll, outcome and nonlethal damage: the card's data. */
function unarmedCard(input: StrikeInput) {
  const { attacker, choices, strike } = input;
  const s = tcStats(attacker);
  const power = timeCount.powerNow(s.power, activeImpairments(s.impairments));
  return strikeCard({
    ...input,
    item: input.ref,
    melee: true,
    defense: defenseAgainst(input.target, choices.defense ? pickDefense(choices.defense) : undefined, true),
    rangeIncrement: 0,
    damage: (bonus) => timeCount.unarmedDamageSpec(strike, s.attributes, power, bonus),
    details: { damageType: "bludgeoning", nonlethal: strike.nonlethal, unarmed: true },
  });
}

function pickDefense(value: string): timeCount.Defense {
  return pick(timeCount.DEFENSES, value, "primary");
}

/**
 * At the GM: the SF of an unarmed action. The seed gives none (interpretation: Fast, as the light
 * dagger); slashing impairments add to it as to weapon SFs; alternating is one class faster once the
 * chat confirms the previous attack was unarmed; two strikes at once take the worse of two rolls.
 */
export async function unarmedTurnSpeed(
  actor: Actor.Implementation,
  payload: RequestPayload,
): Promise<number> {
  const mode = pick(timeCount.TWO_WEAPON_MODES, String(payload.twoWeapons ?? ""), "none");
  const firstCard = String(payload.messageId ?? "").split(",")[0] ?? "";
  const strike = unarmedPlan(
    actor,
    { withoutHands: payload.withoutHands === true, twoWeapons: mode },
    firstCard,
  );
  const impairment = timeCount.impairmentPenalties(activeImpairments(tcStats(actor).impairments));
  const roll = () =>
    speedFactorFor(
      actor,
      strike.speedClass,
      impairment.weaponSpeedFactor,
      timeCount.twoWeaponSpeedSteps(mode),
    );
  const first = await roll();
  if (mode !== "together") return first;
  return timeCount.twoWeaponTurnSpeedFactor(mode, [first, await roll()]);
}
