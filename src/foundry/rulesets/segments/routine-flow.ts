/**
 * A monster's attack routine from ONE sheet button (seed 000, step 3 `multipleAttackRoutines`; Melee
 * Attack): its natural weapons' strikes (claw, claw, bite: engine `routineStrikes`), all at the same
 * opponent, after one dialog; every strike has its own d20 and damage, all on ONE attack card (ONE
 * write), whose damage is their sum (`routineSummary`). In the segments, the n-th routine of a round
 * waits for its `extra-routine` act (`routineForbiddenReason`); one routine per surprise segment
 * (attack-count.ts, shared with the single weapon attack).
 */
import { segments } from "../../../engine/index";
import type { TempoRoll } from "../../dice";
import type { StrikeAnswer, StrikePayload } from "./strike-payload";
import { assertMayAttack, roundContext } from "./attack-context";
import { countAttack } from "./attack-count";
import { heldBlow, modifierLines, rollStrike } from "./attack-flow";
import { askStrike, checkLanceCharge } from "./attack-ask";
import { postStrikeCard, strikeAt } from "./attack-card";
import { acMode } from "./settings";
import type { AttackChoices } from "./situation";
import { engineActor, engineWeapon, sgItem, weaponsOf } from "./stats";
import { chooseTarget } from "./target-pick";
import type { Posted } from "../../chat/roll-mode";

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
  const { roll, result, damage } = await rollStrike(
    attacker,
    defender,
    weapon,
    { ...choices, form: weapon.kind },
    mode,
  );
  rolls.push(roll);
  if (damage?.roll) rolls.push(damage.roll);
  return {
    weapon: item.name ?? "",
    natural: result.natural,
    total: result.total,
    needed: result.needed,
    hit: result.hit,
    damage: damage?.result.total ?? 0,
    formula: damage?.text ?? "",
    modifiers: modifierLines(result.modifiers),
    notes: [...result.notes],
  };
}

/** The routine's strikes in order (its items), refused when the actor has none. */
function routineItems(attacker: Actor.Implementation): Item.Implementation[] {
  const weapons = routineWeapons(attacker);
  const ids = segments.routineStrikes(
    weapons.map((w) => ({ id: w.item.id ?? "", routineAttacks: w.attacks })),
  );
  return ids.map((id) => attacker.items.get(id) as Item.Implementation);
}

const routineLabel = (items: readonly Item.Implementation[]): string =>
  game.i18n.format("TEMPO.Segments.Card.Routine", { weapons: items.map((i) => i.name).join(", ") });

/** The checks of the routine that read only the documents, thrown as its refusal (the button grey from it). */
export function checkSegmentsRoutine(attacker: Actor.Implementation) {
  const items = routineItems(attacker);
  const ctx = roundContext(attacker);
  assertMayAttack(attacker, ctx);
  countAttack(attacker, ctx);
  return { items, ctx };
}

/**
 * The sheet's **Attack routine**, on the clicking client: the checks, one target (picked at random
 * among several), one dialog. Returns what the GM needs (target, choices, the pick), or null.
 */
export async function askSegmentsRoutine(attacker: Actor.Implementation): Promise<StrikeAnswer | null> {
  const { items, ctx } = checkSegmentsRoutine(attacker);
  const weapons = items.map(engineWeapon);
  const forms = [(weapons[0] as segments.SegmentsWeaponStats).kind];
  const choice = await chooseTarget(attacker, ctx, forms[0] === "missile" ? "missile" : "melee");
  return askStrike(attacker, { ctx, choice, forms, label: routineLabel(items), weapons, otherHand: null });
}

/**
 * At the GM: the routine asked for, checked again, every strike rolled, ONE attack card (the GM's; held
 * when simultaneous, like a single attack) whose damage is their sum.
 */
export async function performSegmentsRoutine(
  attacker: Actor.Implementation,
  payload: StrikePayload,
  posted: Posted,
): Promise<void> {
  const items = routineItems(attacker);
  const weapons = items.map(engineWeapon);
  const form = (weapons[0] as segments.SegmentsWeaponStats).kind;
  const at = strikeAt(attacker, payload, [form]);
  const { ctx, target, choices } = at;
  checkLanceCharge(attacker, weapons, choices);
  const counted = countAttack(attacker, ctx);
  const defender = engineActor(target, at.acMode);
  const rolls: TempoRoll[] = [];
  const strikes: Strike[] = [];
  for (const item of items) strikes.push(await strike(item, defender, choices, rolls));
  const total = segments.routineSummary(strikes);
  const lead = strikes[0] as Strike;
  const none = { combatId: "", round: 0, phase: "", segment: 0, number: 0, kind: "routine" as const, at: 0 };
  const card = {
    attacker,
    weapon: { uuid: attacker.uuid, name: routineLabel(items) },
    form,
    lead,
    hit: total.hit,
    damage: total.damage,
    formula: total.formula,
    held: total.hit && ctx ? heldBlow(ctx, total.damage, total.formula, counted?.kind) : null,
    armorClass: defender.armourClass,
    thac0: engineActor(attacker, at.acMode).thac0,
    notes: total.notes,
    damageModifiers: [],
    grapple: null,
    details: { routine: { ...(counted ?? none), hits: total.hits, strikes } },
  };
  await postStrikeCard(at, card, rolls, posted);
}
