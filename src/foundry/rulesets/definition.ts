import type { RulesetId, SequencingModel, StatsKey } from "./ids";

/** A roll the shell must make: a Foundry dice formula with its @-data. */
export interface RollRequest {
  formula: string;
  data: Record<string, number>;
}

/** One modifier shown on a chat card: a localization key and a signed value. */
export interface ModifierLine {
  label: string;
  value: number;
}

/** What an attack roll did against the target's defence. */
export interface AttackOutcome {
  hit: boolean;
  critical: boolean;
  fumble: boolean;
}

/** A condition a ruleset knows: an id and its localization key. */
export interface ConditionDefinition {
  id: string;
  label: string;
}

/** The part of an actor a ruleset reads: its statistics blocks and its items. */
export interface AttackContext {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  weapon: Item.Implementation;
}

/** How a ruleset resolves an attack and its damage; each step is an engine call. */
export interface AttackProcedure {
  /** The attack roll, and the defence it is compared with (label and value). */
  attackRoll(ctx: AttackContext): { roll: RollRequest; modifiers: ModifierLine[]; defense: ModifierLine };
  /** Hit, critical or fumble from the natural die and the total. */
  resolve(ctx: AttackContext, natural: number, total: number, defense: number): AttackOutcome;
  /** The damage roll for this outcome (critical damage included). */
  damageRoll(ctx: AttackContext, outcome: AttackOutcome): RollRequest;
  /** The target's `system` changes (dot paths) after taking `amount` damage. */
  damageUpdate(target: Actor.Implementation, amount: number): Record<string, number | boolean>;
}

/**
 * Everything the shell knows of a ruleset. The registry (registry.ts) holds one per ruleset id;
 * sheets, cards and the tracker ask the registry, never a ruleset module directly.
 */
export interface RulesetDefinition {
  id: RulesetId;
  statsKey: StatsKey;
  /** Localization key of the ruleset's name. */
  label: string;
  sequencing: SequencingModel;
  /** True once the ruleset's own issue has landed; false shows a notice instead of actions. */
  playable: boolean;
  /** Initiative: lowest acts first (time count) or highest first. */
  initiativeOrder: "ascending" | "descending";
  initiative(actor: Actor.Implementation): RollRequest;
  attack: AttackProcedure | null;
  conditions: readonly ConditionDefinition[];
  /** Sheet partials: the path of the statistics block template for actors. */
  actorStatsTemplate: string;
}
