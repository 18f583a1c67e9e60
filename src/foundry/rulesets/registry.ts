import type { RulesetDefinition } from "./definition";
import { HP_PATHS, RULESET_IDS, STATS_KEYS, type RulesetId } from "./ids";
import { CHAT_MESSAGE_TYPES } from "../document-types";
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

/**
 * What a registry holds that the rest of Tempo would not agree with, in words (empty: none): each
 * definition under its own id, with the statistics key and health path ids.ts gives that id (the data
 * models read those without the registry), condition ids told apart, and card types that system.json
 * declares (document-types.ts, which the build test holds system.json to).
 */
export function registryProblems(rulesets: RulesetRegistry): string[] {
  const cardTypes: readonly string[] = CHAT_MESSAGE_TYPES;
  return RULESET_IDS.flatMap((id) => {
    const d = rulesets[id];
    const problems: string[] = [];
    if (d.id !== id) problems.push(`${id}: its definition's id is ${d.id}`);
    if (d.statsKey !== STATS_KEYS[id])
      problems.push(`${id}: statsKey ${d.statsKey}, ids.ts says ${STATS_KEYS[id]}`);
    if (d.hpPath !== HP_PATHS[id]) problems.push(`${id}: hpPath ${d.hpPath}, ids.ts says ${HP_PATHS[id]}`);
    const conditions = d.conditions.map((c) => c.id);
    for (const twice of conditions.filter((c, i) => conditions.indexOf(c) !== i))
      problems.push(`${id}: condition ${twice} declared twice`);
    for (const type of Object.keys(d.chatModels).filter((t) => !cardTypes.includes(t)))
      problems.push(`${id}: card type ${type} is not in document-types.ts (nor system.json)`);
    return problems;
  });
}

/** Installs the rulesets, or throws naming what does not agree (see `registryProblems`). */
export function installRulesets(rulesets: RulesetRegistry): void {
  const problems = registryProblems(rulesets);
  if (problems.length > 0) throw new Error(`Tempo: the rulesets do not agree: ${problems.join("; ")}`);
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
