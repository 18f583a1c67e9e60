/**
 * A monster's attack routine from ONE sheet button (seed 000, step 3 `multipleAttackRoutines`; Melee
 * Attack): its natural weapons' strikes (claw, claw, bite: engine `routineStrikes`), all at the same
 * opponent, after one dialog; every strike has its own d20 and damage, all on ONE attack card (ONE
 * write), whose damage is their sum (`routineTotal`). In the segments, the n-th routine of a round
 * waits for its `extra-routine` act (`routineForbiddenReason`); one routine per surprise segment
 * (attack-count.ts, shared with the single weapon attack).
 */
import { hasCondition } from "../../conditions/index";
import { scriptedDice, segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { createAttackCard } from "../../chat/create-card";
import { evaluateRoll, naturalResult, type TempoRoll } from "../../dice";
import type { RequestPayload } from "../definition";
import { assertMayAttack, roundContext } from "./attack-context";
import { countAttack } from "./attack-count";
import { askAttackChoices } from "./attack-dialog";
import { defaultsFor, heldBlow, rollDamage } from "./attack-flow";
import { acMode } from "./settings";
import type { AttackChoices } from "./situation";
import { engineActor, engineWeapon, sgItem, weaponsOf } from "./stats";
import { chooseTarget, spendPick } from "./target-pick";

/** The weapons of the actor's routine (their `routineAttacks` above 0), with how often each strikes. */
export function routineWeapons(
  actor: Actor.Implementation,
): { item: Item.Implementation; attacks: number }[] {
  return weaponsOf(actor)
    .map((item) => ({ item, attacks: sgItem(item).routineAttacks }))
    .filter((w) => w.attacks > 0);
}

interface Strike {
  weapon: string;
  natural: number;
  total: number;
  needed: number;
  hit: boolean;
  damage: number;
  formula: string;
  modifiers: { label: string; value: number }[];
  notes: string[];
}

/** One strike of the routine: its d20 (engine `rollAttack`), and its damage on a hit. */
async function strike(
  item: Item.Implementation,
  defender: segments.SegmentsActorStats,
  choices: AttackChoices,
  rolls: TempoRoll[],
): Promise<Strike> {
  const mode = acMode();
  const attacker = engineActor(item.parent as Actor.Implementation, mode);
  const weapon = engineWeapon(item);
  const own = { ...choices, form: weapon.kind };
  const input = { attacker, defender, weapon, situation: segments.situationOf(own), acMode: mode };
  const plan = segments.attackModifiers(input);
  const roll = await evaluateRoll({
    formula: "1d20 + @modifier",
    data: { modifier: segments.sumModifiers(plan.modifiers) },
  });
  rolls.push(roll);
  const result = segments.rollAttack(input, scriptedDice([naturalResult(roll)]));
  const damage = result.hit ? await rollDamage(attacker, weapon, own) : null;
  if (damage?.roll) rolls.push(damage.roll);
  return {
    weapon: item.name ?? "",
    natural: result.natural,
    total: result.total,
    needed: result.needed,
    hit: result.hit,
    damage: damage?.result.total ?? 0,
    formula: damage?.text ?? "",
    modifiers: result.modifiers.map((m) => ({ label: m.key, value: m.value })),
    notes: [...result.notes],
  };
}

/**
 * The sheet's **Attack routine**: the routine's strikes, one target (picked at random among several),
 * one dialog, every strike rolled, ONE attack card (held when simultaneous, like a single attack).
 */
export async function segmentsRoutine(
  attacker: Actor.Implementation,
  _payload: RequestPayload,
): Promise<void> {
  if (!attacker.isOwner) throw new RuleError("TEMPO.Error.NotOwner", { name: attacker.name ?? "" });
  const weapons = routineWeapons(attacker);
  const ids = segments.routineStrikes(
    weapons.map((w) => ({ id: w.item.id ?? "", routineAttacks: w.attacks })),
  );
  const items = ids.map((id) => attacker.items.get(id) as Item.Implementation);
  const ctx = roundContext(attacker);
  assertMayAttack(attacker, ctx);
  const counted = countAttack(attacker, ctx);
  const first = engineWeapon(items[0] as Item.Implementation);
  const choice = await chooseTarget(attacker, ctx, first.kind === "missile" ? "missile" : "melee");
  const { target, random } = choice;
  const mode = acMode();
  const detection = hasCondition(target, "invisible")
    ? segments.invisibleDetection(engineActor(attacker, mode))
    : null;
  const defaults = defaultsFor(attacker, target, first.kind, ctx);
  if (detection === "normal") defaults.invisible = false;
  const label = game.i18n.format("TEMPO.Segments.Card.Routine", {
    weapons: items.map((i) => i.name).join(", "),
  });
  const choices = await askAttackChoices({
    attacker: attacker.name ?? "",
    target: target.name ?? "",
    weapon: label,
    forms: [first.kind],
    defaults,
    detection,
    random: random ? { ...random, missile: first.kind === "missile" } : null,
    acMode: mode,
  });
  if (!choices) return;
  const stats = engineActor(attacker, mode);
  if (choices.doubling === "mounted-lance-charge")
    for (const item of items) {
      const reason = segments.mountedLanceChargeReason(stats, engineWeapon(item), choices.charging);
      if (reason) throw new RuleError(reason);
    }
  const defender = engineActor(target, mode);
  const rolls: TempoRoll[] = choice.roll ? [choice.roll] : [];
  const strikes: Strike[] = [];
  for (const item of items) strikes.push(await strike(item, defender, choices, rolls));
  const total = segments.routineTotal(strikes);
  const formula = strikes
    .filter((s) => s.hit)
    .map((s) => s.formula)
    .join(" + ");
  const held = total.hits > 0 && ctx ? heldBlow(ctx, total.damage, formula, counted?.kind) : null;
  const lead = strikes[0] as Strike;
  await createAttackCard(
    {
      ruleset: "segments",
      attacker: attacker.uuid,
      target: target.uuid,
      weapon: attacker.uuid,
      attackerName: attacker.name ?? "",
      targetName: target.name ?? "",
      weaponName: label,
      natural: lead.natural,
      total: lead.total,
      defense: lead.needed,
      defenseLabel: `TEMPO.Segments.Card.Needed.${mode}`,
      modifiers: lead.modifiers,
      hit: total.hits > 0,
      critical: false,
      fumble: false,
      damage: total.hits > 0 && !held ? total.damage : null,
      damageFormula: held ? game.i18n.format("TEMPO.Segments.Card.HeldFormula", { formula }) : formula,
      applied: false,
      details: {
        acMode: mode,
        armorClass: defender.armourClass,
        thac0: stats.thac0,
        form: first.kind,
        random: random ? { ...random, list: random.names.join(", ") } : null,
        notes: [...new Set(strikes.flatMap((s) => s.notes))],
        doubling: choices.doubling,
        damageModifiers: [],
        grapple: null,
        detection,
        routine: {
          ...(counted ?? {
            combatId: "",
            round: 0,
            phase: "",
            segment: 0,
            number: 0,
            kind: "routine",
            at: 0,
          }),
          hits: total.hits,
          strikes,
        },
        ...(held ? { held } : {}),
        round: ctx?.record.state.round ?? 0,
        segment: ctx && ctx.record.state.phase === "segments" ? ctx.record.state.segment : 0,
      },
    },
    rolls,
    attacker,
  );
  spendPick(choice);
}
