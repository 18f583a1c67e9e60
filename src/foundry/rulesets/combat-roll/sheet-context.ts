import { combatRollTurnOf, refusalOf } from "./turn-state";
import { moveRefusal } from "./movement";
import { combatRoll } from "../../../engine/index";
import { grapplerName, heldFoes, holdOf } from "./grapple-hold";
import { conditionsOf, crStats, loadoutItem, loadoutOf } from "./stats";
import { lineText } from "../../notify";

/** XP a gear list cost beyond the free picks, or null when the list breaks the rules (shown as such). */
function xpOf(gear: readonly string[]): number | null {
  try {
    return combatRoll.gearXpCost(gear);
  } catch {
    return null;
  }
}

/**
 * What the Combat Roll part of the actor sheet shows beyond its fields: the Fighting Styles with their
 * gear and XP, which gear in use is untrained (engine `checkGear`), the conditions and dropped items, the
 * unarmed Strike, who holds the actor (its "Break free" buttons) and whom it holds ("Let go").
 */
export function actorSheetContext(actor: Actor.Implementation): Record<string, unknown> {
  const stats = crStats(actor);
  const loadout = loadoutOf(actor);
  const check = combatRoll.loadoutStyleCheck(loadout);
  const conditions = conditionsOf(actor);
  const untrainedItems = Object.fromEntries(combatRoll.untrainedItemIds(loadout).map((id) => [id, true]));
  // Each armour's AR as the damage rules read it (a table armour stated as 0 applies its table AR), and
  // the AR that applies now: the source chosen, else the best of the sheet's own and every equipped armour's.
  const armorRatings = Object.fromEntries(
    actor.itemTypes.armor.map((item) => [item.id ?? "", combatRoll.itemArmorRating(loadoutItem(item))]),
  );
  const applied = combatRoll.defenderOf(loadout);
  // "You choose which one to use": every AR source, the owner's choice selected (blank: the best).
  const armorChoices = [
    { value: "", label: "TEMPO.CombatRoll.Sheet.ArmorSourceBest", name: "", physical: 0, magic: 0 },
    ...combatRoll.armorSources(loadout).map((a) => ({
      value: a.key,
      label:
        a.key === "sheet"
          ? "TEMPO.CombatRoll.Sheet.ArmorSourceSheet"
          : "TEMPO.CombatRoll.Sheet.ArmorSourceItem",
      name: a.name,
      physical: a.physical,
      magic: a.magic,
    })),
  ].map((o) => ({ ...o, selected: o.value === stats.armorSource }));
  // why each action of the sheet is not possible now (its button disabled, saying so), by action id
  const turn = combatRollTurnOf(actor);
  const refused: Record<string, string | null> = {
    move: moveRefusal(actor, "move"),
    dash: moveRefusal(actor, "dash"),
  };
  for (const id of ["strike", "disengage", "grapple", "search", "sneak", "manipulate", "free"] as const)
    refused[id] = refusalOf(turn, combatRoll.turnAction(id));
  // each button's cost, from the table the turn engine charges (issue 29)
  const costs = Object.fromEntries(
    (
      [
        "move",
        "dash",
        "disengage",
        "grapple",
        "search",
        "sneak",
        "strike",
        "use-magic",
        "escape",
        "manipulate",
        "release",
        "free",
      ] as const
    ).map((id) => [id, lineText(combatRoll.actionCostLine(id))]),
  );
  return {
    refused,
    costs,
    // the sheet header's key numbers (issue 13): the armour that applies now, Dodge, Initiative, PER
    summary: [
      { label: "TEMPO.CombatRoll.Stat.armorRating", value: applied.armorRating },
      { label: "TEMPO.CombatRoll.Stat.magicArmorRating", value: applied.magicArmorRating },
      { label: "TEMPO.CombatRoll.Stat.dodge", value: stats.dodge },
      { label: "TEMPO.CombatRoll.Stat.initiative", value: stats.initiative },
      { label: "TEMPO.CombatRoll.Stat.perception", value: stats.perception },
    ],
    armorChoices,
    isGM: game.user.isGM,
    armorRatings,
    appliedArmor: {
      physical: applied.armorRating,
      magic: applied.magicArmorRating,
      worn: combatRoll.heldOfType(loadout, "armor").length > 0,
    },
    styles: stats.fightingStyles.map((s, index) => ({
      index,
      name: s.name,
      gear: s.gear.join(", "),
      xp: xpOf(s.gear),
      value: s.value ?? stats.fightingStyle,
      shared: s.value === null || s.value === undefined,
      inUse: s.name === check.style,
    })),
    check,
    untrainedWeapons: check.untrainedWeapons.join(", "),
    untrainedArmor: check.untrainedArmor.join(", "),
    untrainedItems,
    conditions: combatRoll
      .activeConditions(conditions)
      .filter((id) => id !== "disarmed")
      .map((id) => ({ id, label: `TEMPO.CombatRoll.Condition.${id}` })),
    prone: conditions.prone,
    dropped: conditions.dropped.map((id) => ({ id, name: actor.items.get(id)?.name ?? id })),
    knockedOut: combatRoll.knockedOut(stats.health.value),
    unarmed: {
      damage: combatRoll.unarmedStrike(stats.unarmedDamage).damageFormula,
      untrained: combatRoll
        .loadoutStyleCheck(loadout, combatRoll.UNARMED_GEAR)
        .untrainedWeapons.includes(combatRoll.UNARMED_GEAR),
    },
    grappled: holdOf(actor).grappled,
    grappledBy: grapplerName(actor),
    escapeSkills: combatRoll.ESCAPE_SKILLS.map((skill) => ({
      skill,
      label: `TEMPO.CombatRoll.Skill.${skill}`,
    })),
    holding: heldFoes(actor).map((foe) => ({ uuid: foe.uuid, name: foe.name ?? "" })),
  };
}
