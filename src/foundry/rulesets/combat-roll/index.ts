import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { requestGM } from "../../socket";
import type { RulesetDefinition, SheetAction } from "../definition";
import { ContestCardData } from "./card-data";
import { CARD_ACTIONS } from "./card-actions";
import { CARD_TEMPLATE, CONTEST_TYPE } from "./contest";
import { ACT_REQUEST, registerCombatRollHooks } from "./hooks";
import { crStats } from "./stats";
import { strikeFromSheet } from "./strike";
import { combatRollTracker, initiativeOf } from "./tracker";
import { engagementOf, spend } from "./turn-state";

/** Dash, Disengage, Grapple... from the sheet: the AP is checked here, spent at the GM. */
const act: SheetAction = async (actor, data) => {
  const actionId = String(data.actionId ?? "") as combatRoll.CombatRollActionId;
  const e = engagementOf(actor);
  if (!e) throw new RuleError("TEMPO.Error.NoCombat");
  spend(e, combatRoll.turnAction(actionId));
  await requestGM(ACT_REQUEST, { actor: actor.uuid, actionId });
};

/** Choices for the item sheet's selects: damage types and armour levels, as localization keys. */
function itemChoices(): Record<string, unknown> {
  const keyed = (ids: readonly string[], prefix: string) =>
    Object.fromEntries(ids.map((id) => [id, `TEMPO.CombatRoll.${prefix}.${id}`]));
  return {
    damageTypes: keyed(combatRoll.DAMAGE_TYPES, "DamageType"),
    armorLevels: keyed(combatRoll.ARMOR_LEVELS, "ArmorLevel"),
  };
}

/**
 * Combat Roll (seed 003): the defender chooses Block / Dodge / Parry / Withstand before both roll;
 * 3 AP a round on the action-point turn engine. Cards, sheet buttons and tracker buttons are engine
 * calls; every write happens at the active GM.
 */
export const combatRollRuleset: RulesetDefinition = {
  id: "combat-roll",
  statsKey: "combatRoll",
  label: "TEMPO.Ruleset.combat-roll",
  sequencing: "action-points",
  playable: true,
  initiativeOrder: "descending",
  initiative: (actor) => initiativeOf(actor, crStats(actor)),
  attack: null,
  conditions: [
    { id: "dazed", label: "TEMPO.CombatRoll.Condition.dazed" },
    { id: "prone", label: "TEMPO.CombatRoll.Condition.prone" },
    { id: "unconscious", label: "TEMPO.CombatRoll.Condition.unconscious" },
  ],
  actorStatsTemplate: "systems/tempo/templates/actor/stats/combat-roll.hbs",
  itemStats: { template: "systems/tempo/templates/item/stats/combat-roll.hbs", context: itemChoices },
  partials: [CARD_TEMPLATE],
  tracker: combatRollTracker,
  sheetActions: { strike: strikeFromSheet, act },
  cardActions: CARD_ACTIONS,
  // The registry types models by the generic base; a concrete model narrows its parent document.
  chatModels: { [CONTEST_TYPE]: ContestCardData as unknown as typeof foundry.abstract.TypeDataModel },
};

registerCombatRollHooks();
