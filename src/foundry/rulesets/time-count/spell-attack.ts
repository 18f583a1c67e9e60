import { timeCount } from "../../../engine/index";
import { TC_ATTACK_TYPE } from "./card-data";
import { cardRolls, cardSystem } from "./card";
import type { Turn } from "./clock";
import { defenseAgainst, stanceNow } from "./defense";
import { accuracyImpairment } from "./attack-flow";
import { markLines } from "./marks";
import { rollAttack, rollSpec } from "./rolls";
import { activeImpairments } from "./settings";
import type { AttackChoices } from "./situation";
import { tcSpell } from "./spell-state";
import { isDefense, tcStats } from "./stats";

interface SpellAttack {
  caster: Actor.Implementation;
  item: Item.Implementation;
  targets: Actor.Implementation[];
  choices: AttackChoices;
  /** Charges the prepared spell holds (those put on the roll cannot exceed them). */
  charges: number;
  turn: Turn | null;
}

/**
 * The attack card of a spell against each target ("a separate attack roll must be made for each
 * target"): d20 + Accuracy + Intelligence + 2 per charge applied to the roll, no size modifier,
 * against the defence the spell names; "Spells cannot yield a critical hit or critical fumble unless
 * specified" (the spell's flag), a natural 1 still misses and a 20 hits. Damage: the spell's dice +
 * Intelligence + Power. Returns the messages' data, created by the caller in one batch.
 */
export async function spellAttackMessages(input: SpellAttack) {
  const { caster, item, choices } = input;
  const spell = tcSpell(item).stats;
  const s = tcStats(caster);
  const named = isDefense(spell.defense) ? spell.defense : undefined;
  const charges = Math.min(input.charges, choices.chargesOnAttack);
  const messages = [];
  for (const target of input.targets) {
    const defense = defenseAgainst(target, named, false);
    const marks = markLines(caster, target);
    const modifiers = timeCount.attackModifierLines({
      accuracy: s.accuracy,
      melee: false,
      sizeModifier: 0,
      rangeIncrement: 0,
      stance: stanceNow(caster)?.attack ?? 0,
      impairment: accuracyImpairment(caster),
      choices,
      base: [
        { label: "TEMPO.TimeCount.Stat.accuracy", value: s.accuracy },
        { label: "TEMPO.TimeCount.Attribute.intelligence", value: s.attributes.intelligence },
        { label: "TEMPO.TimeCount.Modifier.Charges", value: timeCount.spellAttackBonus(0, 0, charges) },
      ],
      marks: marks.lines,
    });
    const attack = await rollAttack(modifiers);
    const result = timeCount.resolveAttack({
      natural: attack.natural,
      total: attack.total,
      defense: defense.value,
      canCritical: spell.canCritical,
      canFumble: false,
    });
    const dice = spell.spellDamage.trim();
    const damage =
      result.hit && dice
        ? await rollSpec(
            {
              weapon: [timeCount.parseDiceTerm(dice)],
              attribute: s.attributes.intelligence,
              power: timeCount.powerNow(s.power, activeImpairments(s.impairments)),
              modifiers: choices.damageBonus + marks.damage,
            },
            { critical: result.critical },
          )
        : null;
    const system = cardSystem({
      attacker: caster,
      target,
      item,
      natural: attack.natural,
      total: attack.total,
      defense,
      modifiers,
      result,
      damage,
      turn: input.turn,
      details: { kind: "spell", melee: false, damageType: spell.damageType, nonlethal: false, charges },
    });
    // the card renders itself from its data (card-data.ts)
    messages.push({
      type: TC_ATTACK_TYPE,
      system,
      rolls: cardRolls(attack.roll, damage?.roll),
      speaker: ChatMessage.getSpeaker({ actor: caster }),
    });
  }
  return messages;
}
