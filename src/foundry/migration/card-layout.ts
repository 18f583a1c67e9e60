/**
 * Cards written before a card type had its own typed model (issue 27), in the current layout (plain
 * data, no Foundry globals; the world's cards are written back by cards.ts). Time Count's attack cards
 * were shared `attack` cards keeping Time Count's state in an untyped `details` object; they become
 * `tcAttack` cards (rulesets/time-count/card-data.ts). Their `details` keep their keys, except what
 * applying a card recorded: the target's changed values at their document paths
 * (`applied.before.system.stats.timeCount.hp.value`) become the values the card shows
 * (`applied.before.hp`). Segmented Rounds' attack cards were `attack` cards too; they become `sgAttack`
 * cards (rulesets/segments/card-data.ts) the same way, their recorded hit points as `applied.before.hp`.
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

/** A Segmented Rounds card's hit points recorded at their document path. */
const shownHp = (recorded: unknown) => ({
  hp: number(valueAt(recorded, ["system", "stats", "segments", "hp", "value"])),
});

/**
 * An older Segmented Rounds card's details: what applying or landing it recorded becomes the hit points
 * it shows; a card from before it kept its armour class mode takes it from its defence's label.
 */
function segmentsDetails(system: Source, details: Source): Source {
  const applied = details.applied;
  const label = typeof system.defenseLabel === "string" ? system.defenseLabel : "";
  const acMode = details.acMode ?? (label.endsWith(".ascending") ? "ascending" : "descending");
  return {
    ...details,
    acMode,
    defenseOf: details.defenseOf ?? (acMode === "descending" ? "*" : "!"),
    applied: isRecord(applied) ? { before: shownHp(applied.before), after: shownHp(applied.after) } : null,
  };
}

/** An older card's type and `system` in the current layout, or null when it is current. */
export function cardInNewLayout(
  type: string,
  system: unknown,
): { type: "tcAttack" | "sgAttack"; system: Source } | null {
  if (type !== "attack" || !isRecord(system)) return null;
  const details = isRecord(system.details) ? { ...system.details } : {};
  if (system.ruleset === "segments")
    return { type: "sgAttack", system: { ...system, details: segmentsDetails(system, details) } };
  if (system.ruleset !== "time-count") return null;
  const applied = details.applied;
  details.applied = isRecord(applied)
    ? { before: shownValues(applied.before), after: shownValues(applied.after) }
    : null;
  return { type: "tcAttack", system: { ...system, details } };
}
