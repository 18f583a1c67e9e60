import { actorSystem, itemSystem } from "../data/access";
import type { RulesetDefinition } from "../rulesets/definition";
import { ITEM_TYPES } from "../document-types";
import { conditionToggles, type ConditionToggle } from "../conditions/index";
import { toggleRefusal } from "../conditions/toggle-guard";
import { combatantOfActor, isOfRuleset } from "../combatants";
import { maySeeStatsOf } from "../visibility";
import { lineText } from "../notify";

/** One item row on a sheet. */
export interface ItemRow {
  id: string;
  uuid: string;
  name: string;
  img: string;
  type: string;
  summary: string;
}

/** What the actor sheet's templates show, computed from the actor and the active ruleset. */
export interface ActorView {
  ruleset: {
    id: string;
    label: string;
    combatTemplate: string;
    statsTemplate: string;
    /** The ruleset's stat block for an `npc` actor (`npcStatBlockTemplate`); null for a character. */
    statBlockTemplate: string | null;
  };
  stats: unknown;
  /** The ruleset's computed values for its stats block (`RulesetDefinition.actorContext`). */
  extra: Record<string, unknown>;
  biography: string;
  /** The ruleset's conditions, each with whether the actor has it (status effects), for the toggles. */
  conditions: ConditionToggle[];
  /** The conditions the actor has now, for the header's summary. */
  activeConditions: ConditionToggle[];
  groups: { type: string; label: string; items: ItemRow[] }[];
  /** The ruleset's health pool (`hpPath`) for the header's bar; null where the ruleset has none. */
  health: { value: number; max: number; percent: number } | null;
  /** The header's key numbers (defences, initiative, stance): the ruleset's `extra.summary`, if any. */
  summary: SummaryEntry[];
  /**
   * What is left of its turn in the viewed combat, in the ruleset's words (`RulesetDefinition.turnBudget`),
   * each line localized; null outside a combat of the ruleset, or for a viewer who may not see its numbers.
   */
  budget: string[] | null;
}

/** One key number of the header: a lang key and its value (a number, or text already localized). */
export interface SummaryEntry {
  label: string;
  value: string | number;
}

function summaryOf(extra: Record<string, unknown>): SummaryEntry[] {
  const list = extra.summary;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is SummaryEntry =>
      typeof e === "object" &&
      e !== null &&
      typeof (e as SummaryEntry).label === "string" &&
      ["string", "number"].includes(typeof (e as SummaryEntry).value),
  );
}

/** The `{ value, max }` pool at the ruleset's hpPath, clamped to a 0-100 bar width. */
function healthOf(system: object, hpPath: string | null): ActorView["health"] {
  if (!hpPath) return null;
  const pool: unknown = foundry.utils.getProperty(system, hpPath);
  if (typeof pool !== "object" || pool === null) return null;
  const { value, max } = pool as { value?: unknown; max?: unknown };
  if (typeof value !== "number" || typeof max !== "number") return null;
  const percent = max > 0 ? Math.round((Math.min(Math.max(value, 0), max) / max) * 100) : 0;
  return { value, max, percent };
}

/**
 * The header's budget: the ruleset's lines for the actor in the viewed combat (`game.combat`, as the
 * tracker shows it), when that combat is of the ruleset and holds the actor, for a viewer who may see its
 * numbers (its observers, the GM, or all by the world's reveal setting).
 */
function budgetOf(actor: Actor.Implementation, ruleset: RulesetDefinition): string[] | null {
  const combat = game.combat;
  if (!ruleset.turnBudget || !isOfRuleset(combat, ruleset.id) || !combatantOfActor(combat, actor))
    return null;
  if (!maySeeStatsOf(actor.uuid, game.user)) return null;
  const lines = ruleset.turnBudget(actor, combat) ?? [];
  if (lines.length === 0) return null;
  return lines.map(lineText);
}

function summary(item: Item.Implementation): string {
  const system = itemSystem(item);
  if ("damage" in system) return system.damage;
  if ("castingTime" in system) return String(system.castingTime);
  return "";
}

export function buildActorView(actor: Actor.Implementation, ruleset: RulesetDefinition): ActorView {
  const system = actorSystem(actor);
  const groups = ITEM_TYPES.map((type) => ({
    type,
    label: `TYPES.Item.${type}`,
    items: actor.items
      .filter((item) => item.type === type)
      // in the order the user gave them (dragging a row sets `sort`), as every Foundry sheet lists them
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((item) => ({
        id: item.id ?? "",
        uuid: item.uuid,
        name: item.name ?? "",
        img: item.img ?? "",
        type,
        summary: summary(item),
      })),
  }));
  const conditions = conditionToggles(actor, ruleset.conditions, (id) => toggleRefusal(id, game.user));
  const extra = ruleset.actorContext?.(actor) ?? {};
  return {
    ruleset: {
      id: ruleset.id,
      label: ruleset.label,
      combatTemplate: ruleset.actorCombatTemplate,
      statsTemplate: ruleset.actorStatsTemplate,
      statBlockTemplate: actor.type === "npc" ? (ruleset.npcStatBlockTemplate ?? null) : null,
    },
    stats: system.stats[ruleset.statsKey],
    extra,
    summary: summaryOf(extra),
    biography: system.biography,
    conditions,
    activeConditions: conditions.filter((c) => c.active),
    groups,
    health: healthOf(system, ruleset.hpPath),
    budget: budgetOf(actor, ruleset),
  };
}
