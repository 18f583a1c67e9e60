/**
 * Cards written before a card type had its own typed model (issue 27), in the current layout (plain
 * data, no Foundry globals; the world's cards are written back by cards.ts). Time Count's attack cards
 * were shared `attack` cards keeping Time Count's state in an untyped `details` object; they become
 * `tcAttack` cards (rulesets/time-count/card-data.ts). Their `details` keep their keys, except what
 * applying a card recorded: the target's changed values at their document paths
 * (`applied.before.system.stats.timeCount.hp.value`) become the values the card shows
 * (`applied.before.hp`).
 */
import { isRecord } from "../../engine/core/stored";
import type { Source } from "./steps";

const number = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** What a Time Count card shows of the target's values recorded at their document paths. */
function shownValues(recorded: unknown): Source {
  const tc = valueAt(recorded, ["system", "stats", "timeCount"]);
  const at = (...path: string[]) => valueAt(tc, path);
  const stance = at("stance");
  return {
    hp: number(at("hp", "value")),
    fatigue: number(at("fatigue")),
    threshold: number(at("threshold", "value")),
    checkDc: number(at("checkDc")),
    preparationDc: number(at("preparation", "dc")),
    stance: typeof stance === "string" ? stance : null,
    immobile: at("conditions", "immobile") === true,
    wounded: at("conditions", "wounded") === true,
    dead: at("conditions", "dead") === true,
  };
}

/** The value at a path of plain data (undefined when missing). */
function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** An older card's type and `system` in the current layout, or null when it is current. */
export function cardInNewLayout(type: string, system: unknown): { type: "tcAttack"; system: Source } | null {
  if (type !== "attack" || !isRecord(system) || system.ruleset !== "time-count") return null;
  const details = isRecord(system.details) ? { ...system.details } : {};
  const applied = details.applied;
  details.applied = isRecord(applied)
    ? { before: shownValues(applied.before), after: shownValues(applied.after) }
    : null;
  return { type: "tcAttack", system: { ...system, details } };
}
