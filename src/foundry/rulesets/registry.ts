import type { RulesetDefinition } from "./definition";
import { RULESET_IDS, type RulesetId } from "./ids";
import { activeRulesetId } from "./active";

export { activeRulesetId };
import { timeCountRuleset } from "./time-count/index";
import { segmentsRuleset } from "./segments/index";
import { combatRollRuleset } from "./combat-roll/index";
import { threeActionRuleset } from "./three-action/index";
import { dieStepRuleset } from "./die-step/index";

/** The one place where each ruleset is described to the shell. */
const REGISTRY: Readonly<Record<RulesetId, RulesetDefinition>> = {
  segments: segmentsRuleset,
  "three-action": threeActionRuleset,
  "die-step": dieStepRuleset,
  "combat-roll": combatRollRuleset,
  "time-count": timeCountRuleset,
};

export function getRuleset(id: RulesetId): RulesetDefinition {
  return REGISTRY[id];
}

export function allRulesets(): RulesetDefinition[] {
  return RULESET_IDS.map((id) => REGISTRY[id]);
}

export function activeRuleset(): RulesetDefinition {
  return getRuleset(activeRulesetId());
}

/** The setting's choices: ruleset id -> localization key of its name. */
export function rulesetChoices(): Record<RulesetId, string> {
  const choices = {} as Record<RulesetId, string>;
  for (const id of RULESET_IDS) choices[id] = REGISTRY[id].label;
  return choices;
}
