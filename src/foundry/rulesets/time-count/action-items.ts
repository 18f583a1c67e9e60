import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import { ActionData } from "../../data/item";
import { ATTACK_STATS } from "./fields";
import { isDefense, isStance, speedClassOf } from "./stats";

/** The Time Count block of an action item. */
export function tcAction(item: Item.Implementation): ActionData["stats"]["timeCount"] {
  const system: unknown = itemSystem(item);
  if (!(system instanceof ActionData))
    throw new RuleError("TEMPO.TimeCount.Error.NotAnAction", { name: item.name ?? "" });
  return system.stats.timeCount;
}
export type ActionStats = ReturnType<typeof tcAction>;

/** A special combat action as its item describes it (the engine's Maneuver for its texts). */
export interface ManeuverItem {
  maneuver: timeCount.Maneuver;
  stat: timeCount.ManeuverAttackStat;
  modifier: number;
  defenses: timeCount.Defense[];
  mode: timeCount.ManeuverAttack["mode"];
  speed: timeCount.ActionSpeed;
  preparation: timeCount.SpeedClass | null;
  fatigue: number;
}

function isAttackStat(value: string): value is timeCount.ManeuverAttackStat {
  return (ATTACK_STATS as readonly string[]).includes(value);
}

/** The SF rule an action item states (speed kind, class, steps). */
export function itemSpeed(s: ActionStats): timeCount.ActionSpeed {
  switch (s.speedKind) {
    case "weapon":
      return { kind: "weapon" };
    case "weaponHalf":
      return { kind: "weaponHalf" };
    case "weaponClassShift":
      return { kind: "weaponClassShift", steps: s.speedSteps };
    default:
      return { kind: "class", speedClass: speedClassOf(s.speedClass) };
  }
}

/** Whether performing it needs one of the actor's weapons (its attack or its speed uses one). */
export function needsWeapon(m: ManeuverItem): boolean {
  return m.stat === "weapon" || m.stat === "melee" || m.speed.kind !== "class";
}

/** Whether an action item states none of a special combat action's numbers (all at the item defaults). */
function statesNoNumbers(s: ActionStats): boolean {
  return (
    s.attackStat === "" &&
    s.attackModifier === 0 &&
    s.defense === "" &&
    s.defenseAlt === "" &&
    s.defenseMode === "single" &&
    s.speedKind === "class" &&
    s.speedClass === "standard" &&
    s.speedSteps === 0 &&
    s.preparationClass === "" &&
    s.fatigueCost === 0
  );
}

/**
 * Reads a special combat action item; anything malformed is a localized RuleError. An item that states
 * none of the numbers (one the GM made and only pointed at a special combat action) takes the seed's
 * printed ones; blanks in an item that states some are the seed's too (engine `maneuverNumbers`).
 */
export function maneuverItem(item: Item.Implementation): ManeuverItem {
  const s = tcAction(item);
  if (s.kind !== "maneuver" || !s.maneuver)
    throw new RuleError("TEMPO.TimeCount.Error.NotAManeuver", { name: item.name ?? "" });
  const maneuver = timeCount.maneuver(s.maneuver);
  const numbers = timeCount.maneuverNumbers(
    maneuver,
    statesNoNumbers(s)
      ? null
      : {
          stat: isAttackStat(s.attackStat) ? s.attackStat : "",
          modifier: s.attackModifier,
          defenses: [s.defense, s.defenseAlt].filter(isDefense),
          mode: s.defenseMode === "targetChooses" || s.defenseMode === "each" ? s.defenseMode : "single",
          speed: itemSpeed(s),
          preparation: s.preparationClass ? speedClassOf(s.preparationClass) : null,
          fatigue: s.fatigueCost,
        },
  );
  return { maneuver, ...numbers, defenses: [...numbers.defenses] };
}

/** The stance an item shifts into; a stance item without a valid stance is a RuleError. */
export function stanceItem(item: Item.Implementation): timeCount.Stance {
  const s = tcAction(item);
  if (s.kind !== "stance" || !isStance(s.stance))
    throw new RuleError("TEMPO.TimeCount.Error.NotAStance", { name: item.name ?? "" });
  return s.stance;
}

/** An action of the SF table an item stands for (set a weapon against a charge...). */
export function tableActionItem(item: Item.Implementation): timeCount.CombatAction {
  const s = tcAction(item);
  if (s.kind !== "action" || !s.actionKey)
    throw new RuleError("TEMPO.TimeCount.Error.NotATableAction", { name: item.name ?? "" });
  return timeCount.combatAction(s.actionKey);
}
