import { actorSystem, itemSystem } from "../data/access";
import type { RulesetDefinition } from "../rulesets/definition";
import { ITEM_TYPES } from "../document-types";
import { conditionToggles } from "../conditions/index";

/** One item row on a sheet. */
export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  canAttack: boolean;
  summary: string;
}

/** What the actor sheet's templates show, computed from the actor and the active ruleset. */
export interface ActorView {
  ruleset: { id: string; label: string; playable: boolean; statsTemplate: string };
  stats: unknown;
  /** The ruleset's computed values for its stats block (`RulesetDefinition.actorContext`). */
  extra: Record<string, unknown>;
  biography: string;
  /** The ruleset's conditions, each with whether the actor has it (status effects), for the toggles. */
  conditions: { id: string; label: string; icon: string; active: boolean }[];
  groups: { type: string; label: string; items: ItemRow[] }[];
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
      .map((item) => ({
        id: item.id ?? "",
        name: item.name ?? "",
        img: item.img ?? "",
        type,
        canAttack: type === "weapon" && ruleset.attack !== null,
        summary: summary(item),
      })),
  }));
  return {
    ruleset: {
      id: ruleset.id,
      label: ruleset.label,
      playable: ruleset.playable,
      statsTemplate: ruleset.actorStatsTemplate,
    },
    stats: system.stats[ruleset.statsKey],
    extra: ruleset.actorContext?.(actor) ?? {},
    biography: system.biography,
    conditions: conditionToggles(actor, ruleset.conditions),
    groups,
  };
}
