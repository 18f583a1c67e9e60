// The unarmed strike (Unarmed Combat) as one action: the dialog on the clicking client, the attack roll(s),
// the card(s) and the turn at the GM.
import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { PayloadOf } from "../../actions/index";
import { singleTarget } from "../../targets";
import { askAttackChoices } from "./attack-dialog";
import { attackStance, strikeCard } from "./attack-flow";
import { postAttackCards } from "./card";
import type { Posted } from "../../chat/roll-mode";
import { completeAct } from "./clock-actions";
import { cardActor } from "../../chat/card-guard";
import { turnOf, type Turn } from "./clock";
import { defenseAgainst } from "./defense";
import { activeImpairments } from "./settings";
import { CHOICES, choicesOf, choicesPayload, type AttackChoices } from "./situation";
import { tcStats } from "./stats";
import { actorAction, ON_ACTOR, TARGET } from "./actor-action";
import { appendagesFree, unarmedPlan, unarmedRef } from "./unarmed";

const UNARMED = { ...ON_ACTOR, ...TARGET, ...CHOICES };

/** "Unarmed" from the sheet, on the clicking client: the target, the turn, the attack dialog; or null. */
async function askUnarmedAttack(attacker: Actor.Implementation) {
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
async function performUnarmedAttack(
  attacker: Actor.Implementation,
  payload: PayloadOf<typeof UNARMED>,
  posted: Posted,
): Promise<void> {
  const target = cardActor(payload.target);
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
      withoutHands: choices.withoutHands,
      twoWeapons: choices.twoWeapons,
      addOns: choices.addOns.join(","),
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
    defense: defenseAgainst(input.target, choices.defense || undefined, true),
    rangeIncrement: 0,
    damage: (bonus) => timeCount.unarmedDamageSpec(strike, s.attributes, power, bonus),
    details: { damageType: "bludgeoning", nonlethal: strike.nonlethal, unarmed: true },
  });
}

/** "Unarmed" on the sheet (or a macro): one action, from the click to the rules. */
export const unarmed = actorAction("unarmed", UNARMED, {
  ask: askUnarmedAttack,
  perform: performUnarmedAttack,
});
