import { installRulesets, type RulesetRegistry } from "./registry";
import { timeCountRuleset } from "./time-count/index";
import { segmentsRuleset } from "./segments/index";
import { combatRollRuleset } from "./combat-roll/index";
import { threeActionRuleset } from "./three-action/index";
import { dieStepRuleset } from "./die-step/index";

/** The rulesets Tempo ships, one per id: the one module that imports them all. */
export const SHIPPED_RULESETS: RulesetRegistry = {
  segments: segmentsRuleset,
  "three-action": threeActionRuleset,
  "die-step": dieStepRuleset,
  "combat-roll": combatRollRuleset,
  "time-count": timeCountRuleset,
};

// Installed as this module is evaluated: the entry (src/tempo.ts) imports it before the shell, whose
// sheet classes read the registry when they are defined. Only the entry imports this module.
installRulesets(SHIPPED_RULESETS);
