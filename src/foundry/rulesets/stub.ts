import type { RulesetDefinition } from "./definition";
import { HP_PATHS, STATS_KEYS, type RulesetId, type SequencingModel } from "./ids";

/**
 * A ruleset whose own issue has not landed yet: it is listed, stores its statistics block, and
 * rolls initiative, but offers no actions (sheets say so instead of showing dead buttons).
 */
export function pendingRuleset(
  id: RulesetId,
  label: string,
  sequencing: SequencingModel,
  initiativeFormula: string,
): RulesetDefinition {
  return {
    id,
    statsKey: STATS_KEYS[id],
    label,
    sequencing,
    playable: false,
    initiativeOrder: "descending",
    initiative: () => ({ formula: initiativeFormula, data: {} }),
    damageUpdate: null,
    conditions: [],
    hpPath: HP_PATHS[id],
    actorStatsTemplate: `systems/tempo/templates/actor/stats/${id}.hbs`,
    partials: [],
    tracker: null,
    actions: {},
    sheetActions: {},
    chatModels: {},
  };
}
