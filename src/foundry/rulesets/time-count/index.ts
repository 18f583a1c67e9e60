import { timeCount } from "../../../engine/index";
import { actorSystem, weaponSystem } from "../../data/access";
import type { AttackContext, RulesetDefinition } from "../definition";

/**
 * Time Count (seed 004). The foundation's end-to-end skeleton: initiative, an attack against the
 * Primary (or Passive) defence and damage through the Threshold of Pain, each step an engine call.
 */
function stats(actor: Actor.Implementation) {
  return actorSystem(actor).stats.timeCount;
}

function targetDefense(ctx: AttackContext) {
  const target = stats(ctx.target);
  return target.unsteady
    ? { label: "TEMPO.TimeCount.Defense.Passive", value: target.defenses.passive }
    : { label: "TEMPO.TimeCount.Defense.Primary", value: target.defenses.primary };
}

export const timeCountRuleset: RulesetDefinition = {
  id: "time-count",
  statsKey: "timeCount",
  label: "TEMPO.Ruleset.time-count",
  sequencing: "time-count",
  playable: true,
  initiativeOrder: "ascending",
  initiative: (actor) => ({ formula: "1d6 + 4 + @bonus", data: { bonus: stats(actor).initiativeBonus } }),
  attack: {
    attackRoll(ctx) {
      const accuracy = stats(ctx.attacker).accuracy;
      return {
        roll: { formula: "1d20 + @accuracy", data: { accuracy } },
        modifiers: [{ label: "TEMPO.TimeCount.Stat.accuracy", value: accuracy }],
        defense: targetDefense(ctx),
      };
    },
    resolve(ctx, natural, total, defense) {
      const precise = weaponSystem(ctx.weapon).stats.timeCount.precise;
      return timeCount.resolveAttack({ natural, total, defense, precise });
    },
    damageRoll(ctx) {
      return { formula: weaponSystem(ctx.weapon).damage, data: {} };
    },
    damageUpdate(target, amount) {
      const s = stats(target);
      const after = timeCount.applyHit(
        { hp: s.hp.value, fatigue: s.fatigue, threshold: s.threshold.value },
        amount,
        { nonlethal: false },
      );
      return {
        "system.stats.timeCount.hp.value": after.hp,
        "system.stats.timeCount.fatigue": after.fatigue,
        "system.stats.timeCount.threshold.value": after.threshold,
      };
    },
  },
  conditions: [
    { id: "unsteady", label: "TEMPO.TimeCount.Condition.unsteady" },
    { id: "wounded", label: "TEMPO.TimeCount.Condition.wounded" },
  ],
  actorStatsTemplate: "systems/tempo/templates/actor/stats/time-count.hbs",
  partials: [],
  tracker: null,
  sheetActions: {},
  cardActions: {},
  chatModels: {},
};
