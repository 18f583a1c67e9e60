import { combatRollActorFields, combatRollItemFields } from "./combat-roll/fields";
import { dieStepActorFields, dieStepItemFields } from "./die-step/fields";
import { segmentsActorFields, segmentsItemFields } from "./segments/fields";
import { threeActionActorFields, threeActionItemFields } from "./three-action/fields";
import { prepareTimeCountStats, timeCountActorFields, timeCountItemFields } from "./time-count/fields";

const { SchemaField } = foundry.data.fields;

/**
 * Every ruleset's actor statistics block, keyed by its stats key. All blocks are always stored,
 * so a world that switches ruleset keeps what the other rulesets had.
 */
export function actorStatsField() {
  return {
    segments: new SchemaField(segmentsActorFields()),
    threeAction: new SchemaField(threeActionActorFields()),
    dieStep: new SchemaField(dieStepActorFields()),
    combatRoll: new SchemaField(combatRollActorFields()),
    timeCount: new SchemaField(timeCountActorFields()),
  };
}

/** The derived values of the actor blocks (the actor data model's prepareDerivedData), in place. */
export function prepareActorStats(stats: { timeCount: Parameters<typeof prepareTimeCountStats>[0] }): void {
  prepareTimeCountStats(stats.timeCount);
}

/** Every ruleset's item statistics block, keyed by its stats key. */
export function itemStatsField() {
  return {
    segments: new SchemaField(segmentsItemFields()),
    threeAction: new SchemaField(threeActionItemFields()),
    dieStep: new SchemaField(dieStepItemFields()),
    combatRoll: new SchemaField(combatRollItemFields()),
    timeCount: new SchemaField(timeCountItemFields()),
  };
}
