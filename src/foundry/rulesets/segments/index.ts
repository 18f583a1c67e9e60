import { HP_PATHS } from "../ids";
import { hasCondition } from "../../conditions/index";
import type { RulesetDefinition } from "../definition";
import { ATTACK_DIALOG_TEMPLATE } from "./attack-dialog";
import { BREAK_FREE_TEMPLATE, breakFree } from "./break-free";
import { holderOf } from "./restraint";
import { applyCondition } from "./card-actions";
import { DECLARE_DIALOG_TEMPLATE, declare } from "./declare-dialog";
import { acMode, registerSegmentsSettings } from "./settings";
import { sgStrike } from "./strike";
import { applyDamageAction } from "../../chat/apply-damage";
import { SG_ATTACK_TYPE, SG_HP_PATH, SgAttackData, sgCardOf } from "./card-data";
import { attackFieldsDamage } from "../../data/chat";
import { clockActions } from "./clock-actions";
import { DECLARE_SIDE_TEMPLATE, declareSide, repeatDeclarations } from "./bulk-declare";
import { SPELL_LOST_TEMPLATE, registerSpellLoss } from "./spell-loss";
import { SPELL_OFF_TEMPLATE } from "./spell-off";
import { acSummary, sgStats } from "./stats";
import { assertMayAttack, roundContext } from "./attack-context";
import { whyNot } from "../../notify";
import { refreshSheetsOnTurns } from "../../combat/sheet-refresh";
import { registerHeldTracker, segmentsTracker } from "./tracker";
import { routineWeapons } from "./routine-flow";
import { segmentsStatBlock } from "./stat-block";
import { defeatActions } from "./defeat-actions";
import { DOWN, segmentsHealth } from "./health";
import { sheetBudget, sheetTurn } from "./sheet-turn";

export const CARD_DETAILS_TEMPLATE = "systems/tempo/templates/segments/card-details.hbs";
export const ITEM_STATS_TEMPLATE = "systems/tempo/templates/segments/item-stats.hbs";

/** Settings, the hooks that cost a damaged caster its spell and keep the tracker's held blows current. */
function registerSegments(): void {
  registerSegmentsSettings();
  registerSpellLoss();
  registerHeldTracker();
  refreshSheetsOnTurns("segments");
}

/**
 * Segmented Rounds (seed 000). The tracker runs the combat sequence with the engine's state machine
 * (surprise, declarations, side initiative, segments 1-10); the sheet's Attack opens the dialog of the
 * chapter's situations, and the GM rolls and posts its attack card (card-data.ts: the shared fields and this ruleset's details)
 * (its `strike` action); damage lowers hit points, and a caster damaged while casting loses the spell.
 */
export const segmentsRuleset: RulesetDefinition = {
  id: "segments",
  statsKey: "segments",
  label: "TEMPO.Ruleset.segments",
  initiativeOrder: "descending",
  initiative: () => ({ formula: "1d6", data: {} }),
  cardDamage: (message) => attackFieldsDamage(sgCardOf(message)),
  damageUpdate: (target, amount) => ({ [SG_HP_PATH]: sgStats(target).hp.value - amount }),
  conditions: [
    { id: "prone", label: "TEMPO.Segments.Condition.prone", icon: "icons/svg/falling.svg" },
    { id: "stunned", label: "TEMPO.Segments.Condition.stunned", icon: "icons/svg/daze.svg" },
    { id: "restrained", label: "TEMPO.Segments.Condition.restrained", icon: "icons/svg/net.svg" },
    { id: "invisible", label: "TEMPO.Segments.Condition.invisible", icon: "icons/svg/invisible.svg" },
    { id: "sleeping", label: "TEMPO.Segments.Condition.sleeping", icon: "icons/svg/sleep.svg" },
    {
      id: DOWN,
      label: "TEMPO.Segments.Condition.down",
      icon: "icons/svg/unconscious.svg",
      endedBy: "TEMPO.Segments.EndedBy.health",
    },
  ],
  health: segmentsHealth,
  hpPath: HP_PATHS["segments"],
  actorCombatTemplate: "systems/tempo/templates/actor/combat/segments.hbs",
  actorStatsTemplate: "systems/tempo/templates/actor/stats/segments.hbs",
  actorContext: (actor) => ({
    restrained: hasCondition(actor, "restrained"),
    // breaking free needs the grappler the restraint names (restraint.ts)
    breakFreeRefused: hasCondition(actor, "restrained") ? whyNot(() => holderOf(actor)) : null,
    // why an attack is refused now (the schedule, a declaration, down, restrained): buttons disabled, saying why
    refused: whyNot(() => assertMayAttack(actor, roundContext(actor))),
    routine: routineWeapons(actor).map((w) => ({ name: w.item.name ?? "", attacks: w.attacks })),
    // the world's armour-class convention: the sheet shows its pair first and in the header (issue 13)
    ascending: acMode() === "ascending",
    summary: acSummary(actor, acMode()),
    // an npc's stat block (issue 31): computed for npcs only
    statBlock: actor.type === "npc" ? segmentsStatBlock(actor) : [],
    // the round's declaration and the segments it acts in (issue 30)
    turn: sheetTurn(actor),
  }),
  // the segments it acts in this round (issue 29)
  turnBudget: sheetBudget,
  npcStatBlockTemplate: "systems/tempo/templates/actor/npc/entry.hbs",
  itemStats: { template: ITEM_STATS_TEMPLATE },
  partials: [
    CARD_DETAILS_TEMPLATE,
    ATTACK_DIALOG_TEMPLATE,
    DECLARE_DIALOG_TEMPLATE,
    DECLARE_SIDE_TEMPLATE,
    SPELL_LOST_TEMPLATE,
    SPELL_OFF_TEMPLATE,
    BREAK_FREE_TEMPLATE,
  ],
  tracker: segmentsTracker,
  actions: {
    ...clockActions,
    ...defeatActions,
    declare,
    breakFree,
    declareSide,
    repeatDeclarations,
    applyCondition,
    strike: sgStrike,
    applyDamage: applyDamageAction,
  },
  chatModels: { [SG_ATTACK_TYPE]: SgAttackData },
  onInit: registerSegments,
};
