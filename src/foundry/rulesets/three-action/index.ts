import { threeAction } from "../../../engine/index";
import type { RulesetDefinition } from "../definition";
import { HP_PATHS } from "../ids";
import { initiativeOf, TA_AP } from "./ap-rules";
import { apTurnBudget } from "../../action-points/index";
import { registerThreeActionHooks } from "./hooks";
import { CARD_TEMPLATE, TA_CARD_TYPE, TaCardData } from "./card-data";
import { cardOf } from "../../chat/card-guard";
import { CONDITION_ICONS } from "./conditions";
import {
  ACTION_DIALOG_TEMPLATE,
  actorSheetContext,
  itemChoices,
  ATTACK_DIALOG_TEMPLATE,
  taAct,
  taAttack,
} from "./sheet";
import { threeActionTracker, trackerActions } from "./tracker";
import { threeActionHealth } from "./health";
import { threeActionStatBlock } from "./stat-block";

/**
 * Three-Action Turns (seed 001): three actions and a reaction on the action-point turn engine; the start
 * of a turn rolls Bleeding, fire and poison; attacks and maneuvers roll d20 + bonus with advantage and
 * disadvantage from every condition. Every rule is an engine call; every write happens at the active GM.
 */
/**
 * The conditions a player may not toggle by hand (issue 28): Prone ends by the Stand up action; the health
 * door owns Incapacitated and Dead (they follow the hit points).
 */
function endedBy(id: string): { endedBy?: string } {
  if (id === "prone") return { endedBy: "TEMPO.ThreeAction.EndedBy.prone" };
  if (id === "incapacitated" || id === "dead") return { endedBy: "TEMPO.ThreeAction.EndedBy.health" };
  return {};
}

export const threeActionRuleset: RulesetDefinition = {
  id: "three-action",
  statsKey: "threeAction",
  label: "TEMPO.Ruleset.three-action",
  initiativeOrder: "descending",
  initiative: initiativeOf,
  // written at once on its one target; an Area's card has no single target
  cardDamage(message) {
    const card = cardOf(message, TaCardData);
    if (!card?.damage.rolled || card.outcome === "miss") return null;
    const target = card.area === 0 && card.targets.length === 1 ? (card.targets[0]?.uuid ?? "") : "";
    return { amount: card.damage.doubled || card.damage.total, target, attacker: "", targetApplied: true };
  },
  damageUpdate: null,
  conditions: threeAction.CONDITIONS.map((id) => ({
    id,
    label: `TEMPO.ThreeAction.Condition.${id}`,
    icon: CONDITION_ICONS[id],
    ...endedBy(id),
    // Blinded is core's Blind (the token's vision follows); Invisible is core's own id
    ...(id === "blinded" ? { special: "BLIND" as const } : {}),
  })),
  hpPath: HP_PATHS["three-action"],
  health: threeActionHealth,
  actorCombatTemplate: "systems/tempo/templates/actor/combat/three-action.hbs",
  actorStatsTemplate: "systems/tempo/templates/actor/stats/three-action.hbs",
  // an npc's stat block (issue 31): computed for npcs only
  actorContext: (actor) => ({
    ...actorSheetContext(actor),
    statBlock: actor.type === "npc" ? threeActionStatBlock(actor) : [],
  }),
  npcStatBlockTemplate: "systems/tempo/templates/actor/npc/entry.hbs",
  itemStats: { template: "systems/tempo/templates/item/stats/three-action.hbs", context: itemChoices },
  partials: [CARD_TEMPLATE, ACTION_DIALOG_TEMPLATE, ATTACK_DIALOG_TEMPLATE],
  // the actions and the reaction left of its turn (issue 29)
  turnBudget: apTurnBudget(TA_AP, threeAction.turnBudget),
  tracker: threeActionTracker,
  actions: { ...trackerActions, taAct, taAttack },
  chatModels: { [TA_CARD_TYPE]: TaCardData },
  onInit: registerThreeActionHooks,
};
