/** The five rulesets, in the order the setting lists them. Pure data: no Foundry globals. */
export const RULESET_IDS = ["segments", "three-action", "die-step", "combat-roll", "time-count"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** The key of each ruleset's statistics block in actor and item `system.stats`. */
export const STATS_KEYS = {
  segments: "segments",
  "three-action": "threeAction",
  "die-step": "dieStep",
  "combat-roll": "combatRoll",
  "time-count": "timeCount",
} as const satisfies Record<RulesetId, string>;
export type StatsKey = (typeof STATS_KEYS)[RulesetId];

export const DEFAULT_RULESET: RulesetId = "time-count";

/**
 * Where each ruleset keeps an actor's `{ value, max }` health under `system` (null: no such pool):
 * the token bar's `resources.hp` mirrors it. Plain data, so the data models can read it without
 * importing the rulesets.
 */
export const HP_PATHS: Readonly<Record<RulesetId, string | null>> = {
  segments: "stats.segments.hp",
  "three-action": "stats.threeAction.hp",
  "die-step": "stats.dieStep.hp",
  "combat-roll": "stats.combatRoll.health",
  "time-count": "stats.timeCount.hp",
};

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}
