import { timeCount } from "../../../engine/index";
import { weaponSystem } from "../../data/access";
import type { AttackContext, RulesetDefinition } from "../definition";
import { ATTACK_DIALOG_TEMPLATE } from "./attack-dialog";
import { defenseFor } from "./attack-flow";
import { clockActions } from "./clock-actions";
import { consciousnessCheck, damageUpdate } from "./damage";
import { registerTimeCountSettings } from "./settings";
import { sheetActions } from "./sheet-actions";
import { initiativeFormula, tcStats, weaponAttributeBonus } from "./stats";
import { TRACKER_TEMPLATE, trackerContext } from "./tracker";
import { DAMAGE_TYPES, WEAPON_CATEGORIES } from "./fields";

/**
 * Time Count (seed 004). Sequencing in the tracker (clock partial + GM-run transitions), the attack
 * dialog and card (sheet action "attack", which also takes over the weapon list's Attack button),
 * damage through the Threshold of Pain, and the Constitution check to stay conscious. The
 * `attack` procedure below is the plain path (no dialog) used by macros and the generic card.
 */
function plainDefense(ctx: AttackContext) {
  const d = defenseFor(ctx.target, ctx.weapon, "");
  return { label: d.label, value: d.value };
}

const capitalized = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

/** Choices for the item sheet's selects, as localization keys (the engine's ids as values). */
function itemChoices(): Record<string, unknown> {
  const keyed = (ids: readonly string[], key: (id: string) => string) =>
    Object.fromEntries(ids.map((id) => [id, key(id)]));
  return {
    speedClasses: keyed(timeCount.SPEED_CLASSES, (id) => `TEMPO.TimeCount.SpeedClass.${capitalized(id)}`),
    categories: {
      "": "TEMPO.TimeCount.Item.categoryNone",
      ...keyed(WEAPON_CATEGORIES, (id) => `TEMPO.TimeCount.Category.${id}`),
    },
    damageTypes: keyed(DAMAGE_TYPES, (id) => `TEMPO.TimeCount.DamageType.${id}`),
    rangedKinds: keyed(["", "missile", "thrown"], (id) => `TEMPO.TimeCount.Item.ranged.${id || "none"}`),
    defenses: {
      "": "TEMPO.TimeCount.Item.defenseDefault",
      ...keyed(timeCount.DEFENSES, (id) => `TEMPO.TimeCount.Defense.${capitalized(id)}`),
    },
  };
}

export const timeCountRuleset: RulesetDefinition = {
  id: "time-count",
  statsKey: "timeCount",
  label: "TEMPO.Ruleset.time-count",
  sequencing: "time-count",
  playable: true,
  initiativeOrder: "ascending",
  initiative: (actor) => ({ formula: initiativeFormula(tcStats(actor), false), data: {} }),
  attack: {
    attackRoll(ctx) {
      const accuracy = tcStats(ctx.attacker).accuracy;
      return {
        roll: { formula: "1d20 + @accuracy", data: { accuracy } },
        modifiers: [{ label: "TEMPO.TimeCount.Stat.accuracy", value: accuracy }],
        defense: plainDefense(ctx),
      };
    },
    resolve(ctx, natural, total, defense) {
      const precise = weaponSystem(ctx.weapon).stats.timeCount.precise;
      return timeCount.resolveAttack({ natural, total, defense, precise });
    },
    damageRoll(ctx, outcome) {
      const spec = {
        weapon: [timeCount.parseDiceTerm(weaponSystem(ctx.weapon).damage)],
        attribute: weaponAttributeBonus(tcStats(ctx.attacker), ctx.weapon),
        power: tcStats(ctx.attacker).power,
      };
      return { formula: timeCount.damageFormula(spec, { critical: outcome.critical }), data: {} };
    },
    damageUpdate,
  },
  conditions: [
    { id: "unsteady", label: "TEMPO.TimeCount.Condition.unsteady" },
    { id: "immobile", label: "TEMPO.TimeCount.Condition.immobile" },
    { id: "wounded", label: "TEMPO.TimeCount.Condition.wounded" },
    { id: "unconscious", label: "TEMPO.TimeCount.Condition.unconscious" },
    { id: "dead", label: "TEMPO.TimeCount.Condition.dead" },
  ],
  actorStatsTemplate: "systems/tempo/templates/actor/stats/time-count.hbs",
  itemStats: { template: "systems/tempo/templates/item/stats/time-count.hbs", context: itemChoices },
  partials: [ATTACK_DIALOG_TEMPLATE, "systems/tempo/templates/time-count/card-details.hbs"],
  tracker: {
    template: TRACKER_TEMPLATE,
    context: (combat, viewer) => trackerContext(combat, viewer),
    actions: clockActions,
    ownsTurnControls: true,
    ownsInitiative: true,
  },
  sheetActions,
  cardActions: { consciousness: consciousnessCheck },
  chatModels: {},
  registerSettings: registerTimeCountSettings,
};
