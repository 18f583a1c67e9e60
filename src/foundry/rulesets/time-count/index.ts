import { cardAction } from "../../actions/index";
import { HP_PATHS } from "../ids";
import type { RulesetDefinition } from "../definition";
import { ATTACK_DIALOG_TEMPLATE } from "./attack-dialog";
import { beginAtFirstCount, clockActions } from "./clock-actions";
import { COUNT_DIALOG_TEMPLATE, setCount } from "./count-correction";
import { ON_CARD } from "./act-payload";
import { applyAction } from "./apply";
import { CHECK_TEMPLATE, consciousnessCheck } from "./consciousness";
import { ACTION_DIALOG_TEMPLATE, MOVE_DIALOG_TEMPLATE } from "./action-flow";
import { CAST_CARD_TEMPLATE, CAST_DIALOG_TEMPLATE } from "./spell-flow";
import { registerTimeCountSettings } from "./settings";
import { actorActions } from "./sheet-actions";
import {
  TC_CONDITIONS,
  dyingNow,
  headerSummary,
  initiativeFormula,
  tcStats,
  type TcCondition,
} from "./stats";
import { TRACKER_TEMPLATE, sheetBudget, trackerContext } from "./tracker";
import { tcCombat, tcTurnMarker, turnRefusal } from "./clock";
import { itemChoices } from "./item-choices";
import { registerTimeCountHooks } from "./hooks";
import { WAKE_CARD_TEMPLATE, wakeView } from "./waking";
import { HEAL_CARD_TEMPLATE, HEAL_DIALOG_TEMPLATE, applyHealing } from "./healing";
import { HEAL_CARD_TYPE, HealCardData } from "./heal-card-data";
import { TC_ATTACK_TYPE, TC_DETAILS_TEMPLATE, TcAttackData, tcCardOf } from "./card-data";
import { attackFieldsDamage } from "../../data/chat";
import { RUN_CARD_TEMPLATE } from "./running";
import { REST_CARD_TEMPLATE } from "./rest";
import { marksView } from "./marks";
import { afflictionView } from "./afflictions";
import { defensesNowOf } from "./defense";
import { timeCount } from "../../../engine/index";
import { defeatActions } from "../../health/defeat-actions";
import { timeCountHealth } from "./health";
import { timeCountStatBlock } from "./stat-block";

/** Foundry's core token icons for the conditions (a condition added to TC_CONDITIONS needs one here). */
const CONDITION_ICONS: Record<"unsteady" | TcCondition, string> = {
  unsteady: "icons/svg/downgrade.svg",
  immobile: "icons/svg/paralysis.svg",
  wounded: "icons/svg/blood.svg",
  unconscious: "icons/svg/unconscious.svg",
  dead: "icons/svg/skull.svg",
  fatigued: "icons/svg/degen.svg",
};

/**
 * Time Count (seed 004). Sequencing in the tracker (clock partial + GM-run transitions), the attack
 * dialog and card (sheet action "attack", which also takes over the weapon list's Attack button),
 * special combat actions, stances and table actions from action items, spells (prepare, charge,
 * cast, abandon), damage through the Threshold of Pain applied by the card's own button (nonlethal,
 * impairments, simultaneous hits, conditions), and the Constitution check to stay conscious.
 */
export const timeCountRuleset: RulesetDefinition = {
  id: "time-count",
  statsKey: "timeCount",
  label: "TEMPO.Ruleset.time-count",
  initiativeOrder: "ascending",
  initiative: (actor) => ({ formula: initiativeFormula(tcStats(actor), false), data: {} }),
  // its cards apply through their own button (the Threshold of Pain, simultaneous hits, conditions)
  cardDamage: (message) => attackFieldsDamage(tcCardOf(message)),
  damageUpdate: null,
  // the one list of the ruleset's conditions is stats.ts `TC_CONDITIONS` (with Unsteady, the actor's own)
  conditions: (["unsteady", ...TC_CONDITIONS] as const).map((id) => ({
    id,
    label: `TEMPO.TimeCount.Condition.${id}`,
    icon: CONDITION_ICONS[id],
    // the consciousness and death rules own these, not a player's toggle (issue 28)
    ...(id === "unconscious" || id === "dead" ? { endedBy: `TEMPO.TimeCount.EndedBy.${id}` } : {}),
  })),
  hpPath: HP_PATHS["time-count"],
  // hit points from any source through the rules; Dead and Unconscious take a combatant out of the fight
  health: timeCountHealth,
  actorCombatTemplate: "systems/tempo/templates/actor/combat/time-count.hbs",
  actorStatsTemplate: "systems/tempo/templates/actor/stats/time-count.hbs",
  actorContext: (actor) => {
    const now = defensesNowOf(actor);
    return {
      wake: wakeView(actor),
      dying: dyingNow(actor),
      marks: marksView(actor),
      afflictions: afflictionView(actor),
      summary: headerSummary(actor, now),
      // the defences as an attack will use them (impairments, afflictions, the stance): issue 30
      // (only where it differs from the stored value, which the Statistics tab shows)
      defensesNow: timeCount.changedDefenses(now, tcStats(actor).defenses, game.i18n),
      // the attack buttons are disabled while the actor is not due on the Time Count, saying why (issue 13)
      refused: turnRefusal(actor),
      // an npc's stat block (issue 31): computed for npcs only
      statBlock: actor.type === "npc" ? timeCountStatBlock(actor) : [],
    };
  },
  npcStatBlockTemplate: "systems/tempo/templates/actor/npc/entry.hbs",
  itemStats: { template: "systems/tempo/templates/item/stats/time-count.hbs", context: itemChoices },
  partials: [
    ATTACK_DIALOG_TEMPLATE,
    ACTION_DIALOG_TEMPLATE,
    CAST_DIALOG_TEMPLATE,
    CAST_CARD_TEMPLATE,
    CHECK_TEMPLATE,
    WAKE_CARD_TEMPLATE,
    HEAL_DIALOG_TEMPLATE,
    HEAL_CARD_TEMPLATE,
    MOVE_DIALOG_TEMPLATE,
    COUNT_DIALOG_TEMPLATE,
    RUN_CARD_TEMPLATE,
    REST_CARD_TEMPLATE,
    TC_DETAILS_TEMPLATE,
  ],
  // the count of its next turn (issue 29)
  turnBudget: sheetBudget,
  tracker: {
    template: TRACKER_TEMPLATE,
    context: (combat, viewer) => trackerContext(combat, viewer),
    ownsTurnControls: true,
    ownsInitiative: true,
    initiativeAction: "rollInitiative",
    begin: (combat) => beginAtFirstCount(tcCombat(combat)),
    turnMarker: (combat) => tcTurnMarker(tcCombat(combat)),
    // no rounds in the Time Count (issue 30): the header names the count
    title: (combat) =>
      game.i18n.format("TEMPO.TimeCount.Tracker.Title", {
        count: String(tcCombat(combat).clock?.count ?? 0),
      }),
  },
  // every button's action, by the name it sends: the tracker's, the cards' and the sheet's (the actor's)
  actions: {
    ...clockActions,
    setCount,
    heal: applyHealing,
    apply: applyAction,
    consciousness: cardAction(consciousnessCheck, {}, ON_CARD),
    ...actorActions,
    ...defeatActions,
  },
  chatModels: { [HEAL_CARD_TYPE]: HealCardData, [TC_ATTACK_TYPE]: TcAttackData },
  onInit: () => {
    registerTimeCountSettings();
    registerTimeCountHooks();
  },
};
