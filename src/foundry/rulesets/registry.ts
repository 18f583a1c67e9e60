import type { RulesetDefinition } from "./definition";
import { RULESET_IDS, type RulesetId } from "./ids";
import { activeRulesetId } from "./active";

export { activeRulesetId };

/** Every ruleset by id: what `installRulesets` is given. */
export type RulesetRegistry = Readonly<Record<RulesetId, RulesetDefinition>>;

/**
 * The rulesets, installed once by rulesets/shipped.ts, which the system's entry (src/tempo.ts) imports
 * before the shell. Injected, not imported: the shell modules that read the registry are imported by the
 * rulesets, so a registry importing the rulesets would tie the shell and every ruleset in one cycle.
 */
let registry: RulesetRegistry | null = null;

export function installRulesets(rulesets: RulesetRegistry): void {
  registry = rulesets;
}

function installed(): RulesetRegistry {
  if (registry === null) throw new Error("Tempo: no rulesets installed (src/tempo.ts installs them)");
  return registry;
}

export function getRuleset(id: RulesetId): RulesetDefinition {
  return installed()[id];
}

export function allRulesets(): RulesetDefinition[] {
  const all = installed();
  return RULESET_IDS.map((id) => all[id]);
}

export function activeRuleset(): RulesetDefinition {
  return getRuleset(activeRulesetId());
}

/** The setting's choices: ruleset id -> localization key of its name. */
export function rulesetChoices(): Record<RulesetId, string> {
  const choices = {} as Record<RulesetId, string>;
  const all = installed();
  for (const id of RULESET_IDS) choices[id] = all[id].label;
  return choices;
}
