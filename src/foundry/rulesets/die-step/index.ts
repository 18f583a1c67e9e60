import { DS_HEAL_TEMPLATE } from "./healing";
import { DS_THROW_TEMPLATE } from "./grapple-moves";
import { DS_MOVE_TEMPLATE } from "./move";
import { DS_OTHER_TEMPLATE } from "./other";
import { DS_MOUNT_TEMPLATE } from "./mount";
import { dieStep } from "../../../engine/index";
import type { RulesetDefinition } from "../definition";
import { HP_PATHS } from "../ids";
import { DS_AP } from "./ap-rules";
import { apTracker, apTurnBudget } from "../../action-points/index";
import { DS_ACTIONS } from "./actions";
import {
  DS_CARD_TEMPLATE,
  DS_CARD_TYPE,
  DS_FIRST_AID_TEMPLATE,
  DS_OFFER_TEMPLATE,
  DS_SURVIVAL_TEMPLATE,
  DsCardData,
} from "./card-data";
import { registerDieStepHooks } from "./hooks";
import { dieStepHealth } from "./health";
import { cardOf } from "../../chat/card-guard";
import { actorContext, itemContext } from "./sheet";
import { dieStepStatBlock } from "./stat-block";
import { DS_CONDITIONS } from "./stats";
import { dieOf, rollerState } from "./stats";

/** The REF roll for turn order, disadvantaged when surprised (and by every other source of the seed). */
function initiative(actor: Actor.Implementation, combatant?: Combatant.Implementation) {
  const surprised = Boolean((combatant?.system as { surprised?: boolean } | undefined)?.surprised);
  const mode = dieStep.rollSituation({ roll: "initiative", self: rollerState(actor, { surprised }) }).mode;
  return { formula: dieStep.dieFormula(dieOf(actor, "ref"), mode), data: {} };
}

/**
 * Die-Step Contests (seed 002): die against die; interrupts paid from the next turn's AP; knock-outs and
 * the survival roll. Runs on the shared action-point shell (ap-rules.ts).
 */
export const dieStepRuleset: RulesetDefinition = {
  id: "die-step",
  statsKey: "dieStep",
  label: "TEMPO.Ruleset.die-step",
  initiativeOrder: "descending",
  initiative,
  // written at once when the defence is resolved
  cardDamage(message) {
    const card = cardOf(message, DsCardData);
    if (!card || card.damage <= 0) return null;
    return { amount: card.damage, target: card.target, attacker: card.attacker, targetApplied: true };
  },
  damageUpdate: null,
  conditions: DS_CONDITIONS.map((c) => ({
    id: c.id,
    label: `TEMPO.DieStep.Condition.${c.id}`,
    icon: c.icon,
    // Prone ends by standing up (Move: Stand up), not by a player's toggle (issue 28)
    ...(c.id === "prone" ? { endedBy: "TEMPO.DieStep.EndedBy.prone" } : {}),
  })),
  hpPath: HP_PATHS["die-step"],
  health: dieStepHealth,
  actorCombatTemplate: "systems/tempo/templates/die-step/actor-combat.hbs",
  actorStatsTemplate: "systems/tempo/templates/die-step/actor-stats.hbs",
  // an npc's stat block (issue 31): computed for npcs only
  actorContext: (actor) => ({
    ...actorContext(actor),
    statBlock: actor.type === "npc" ? dieStepStatBlock(actor) : [],
  }),
  npcStatBlockTemplate: "systems/tempo/templates/actor/npc/entry.hbs",
  itemStats: {
    template: "systems/tempo/templates/die-step/item-stats.hbs",
    context: itemContext,
    // the chapter's damage is the successes, its range a die (the Range's minimum): none of these is read
    unusedFields: ["damage", "range", "ranged", "castingTime"],
  },
  partials: [
    DS_CARD_TEMPLATE,
    DS_OFFER_TEMPLATE,
    DS_SURVIVAL_TEMPLATE,
    DS_FIRST_AID_TEMPLATE,
    DS_HEAL_TEMPLATE,
    DS_THROW_TEMPLATE,
    DS_MOVE_TEMPLATE,
    DS_OTHER_TEMPLATE,
    DS_MOUNT_TEMPLATE,
  ],
  // the AP left of its turn and the AP its interrupts owe the next (issue 29)
  turnBudget: apTurnBudget(DS_AP, dieStep.turnBudget),
  tracker: apTracker(DS_AP),
  actions: DS_ACTIONS,
  chatModels: { [DS_CARD_TYPE]: DsCardData },
  onInit: registerDieStepHooks,
};
