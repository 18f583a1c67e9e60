import { HP_PATHS } from "../ids";
import { combatRoll } from "../../../engine/index";
import type { RulesetDefinition } from "../definition";
import { CARD_TEMPLATES, ContestCardData } from "./card-data";
import { cardOf } from "../../chat/card-guard";
import { applyDamage, defend, maneuver, rollDamage } from "./card-actions";
import { CARD_PAYLOADS, byRole } from "./card-roles";
import { cardAction } from "../../actions/index";
import { CONTEST_TYPE } from "./contest";
import { applyCondition } from "./conditions";
import { combatRollHealth } from "./health";
import { grappleDefend } from "./grapple";
import { registerCombatRollHooks } from "./hooks";
import { CR_REQUESTS } from "./requests";
import { MOVE_DIALOG_TEMPLATE } from "./movement";
import { opportunityAction } from "./opportunity-attack";
import { POSITION_DIALOG_TEMPLATE } from "./position-dialog";
import { actorSheetContext } from "./sheet-context";
import { crStats } from "./stats";
import { STYLE_DIALOG_TEMPLATE } from "./styles";
import { combatRollTracker, initiativeOf, trackerActions } from "./tracker";
import { CR_AP } from "./ap-rules";
import { apTurnBudget } from "../../action-points/index";
import { combatRollStatBlock } from "./stat-block";

/** Choices for the item sheet's selects: damage types and armour levels, as localization keys. */
function itemChoices(): Record<string, unknown> {
  const keyed = (ids: readonly string[], prefix: string) =>
    Object.fromEntries(ids.map((id) => [id, `TEMPO.CombatRoll.${prefix}.${id}`]));
  return {
    damageTypes: keyed(combatRoll.DAMAGE_TYPES, "DamageType"),
    armorLevels: keyed(combatRoll.ARMOR_LEVELS, "ArmorLevel"),
  };
}

/** Foundry's core token icons for the conditions (knocked out too: Foundry's own "unconscious"). */
const CONDITION_ICONS: Record<(typeof combatRoll.CONDITION_IDS)[number] | "unconscious", string> = {
  prone: "icons/svg/falling.svg",
  dazed: "icons/svg/daze.svg",
  disarmed: "icons/svg/sword.svg",
  pushed: "icons/svg/downgrade.svg",
  grappled: "icons/svg/net.svg",
  unconscious: "icons/svg/unconscious.svg",
};

/**
 * Combat Roll (seed 003): the defender chooses Block / Dodge / Parry / Withstand before both roll;
 * 3 AP a round on the action-point turn engine. Cards, sheet buttons and tracker buttons are engine
 * calls; every write happens at the active GM.
 */
export const combatRollRuleset: RulesetDefinition = {
  id: "combat-roll",
  statsKey: "combatRoll",
  label: "TEMPO.Ruleset.combat-roll",
  initiativeOrder: "descending",
  initiative: (actor) => initiativeOf(actor, crStats(actor)),
  // rolled, then applied by the card's own Apply
  cardDamage(message) {
    const card = cardOf(message, ContestCardData);
    if (!card?.damage.rolled) return null;
    return {
      amount: card.damage.taken,
      target: card.target,
      attacker: card.attacker,
      targetApplied: card.applied,
      // the damage taken after armour and block tells the target's armour (issue 29)
      tellsTarget: true,
    };
  },
  damageUpdate: null,
  conditions: [...combatRoll.CONDITION_IDS, "unconscious" as const].map((id) => ({
    id,
    label: `TEMPO.CombatRoll.Condition.${id}`,
    icon: CONDITION_ICONS[id],
    // a player may not toggle these by hand (issue 28): Prone ends by Stand up, the health door owns Unconscious
    ...(id === "prone" ? { endedBy: "TEMPO.CombatRoll.EndedBy.prone" } : {}),
    ...(id === "unconscious" ? { endedBy: "TEMPO.CombatRoll.EndedBy.health" } : {}),
  })),
  hpPath: HP_PATHS["combat-roll"],
  health: combatRollHealth,
  actorCombatTemplate: "systems/tempo/templates/actor/combat/combat-roll.hbs",
  actorStatsTemplate: "systems/tempo/templates/actor/stats/combat-roll.hbs",
  // an npc's stat block (issue 31): computed for npcs only
  actorContext: (actor) => ({
    ...actorSheetContext(actor),
    statBlock: actor.type === "npc" ? combatRollStatBlock(actor) : [],
  }),
  npcStatBlockTemplate: "systems/tempo/templates/actor/npc/entry.hbs",
  itemStats: { template: "systems/tempo/templates/item/stats/combat-roll.hbs", context: itemChoices },
  partials: [...CARD_TEMPLATES, POSITION_DIALOG_TEMPLATE, MOVE_DIALOG_TEMPLATE, STYLE_DIALOG_TEMPLATE],
  // the AP, attacks and reaction left of its round (issue 29)
  turnBudget: apTurnBudget(CR_AP, combatRoll.turnBudget),
  tracker: combatRollTracker,
  actions: {
    ...trackerActions,
    defend: cardAction(defend, byRole("defender"), CARD_PAYLOADS.defend),
    grappleDefend: cardAction(grappleDefend, byRole("defender"), CARD_PAYLOADS.grappleDefend),
    rollDamage: cardAction(rollDamage, byRole("attacker"), CARD_PAYLOADS.rollDamage),
    applyDamage: cardAction(applyDamage, byRole("either"), CARD_PAYLOADS.applyDamage),
    maneuver: cardAction(maneuver, byRole("winner"), CARD_PAYLOADS.maneuver),
    applyCondition: cardAction(applyCondition, byRole("winner"), CARD_PAYLOADS.applyCondition),
    opportunity: opportunityAction,
    ...CR_REQUESTS,
  },
  chatModels: { [CONTEST_TYPE]: ContestCardData },
  onInit: registerCombatRollHooks,
  // the same rules the action-point shell runs (ap-rules.ts): Disengage ends when the next turn begins
};
