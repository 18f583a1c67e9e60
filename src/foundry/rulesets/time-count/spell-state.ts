import { timeCount } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { itemSystem } from "../../data/access";
import { SpellData } from "../../data/item";

/** The cleared preparation block (engine `EMPTY_PREPARATION`), for the clock's abandon. */
export const EMPTY_PREPARATION = timeCount.EMPTY_PREPARATION;

/** The Time Count block of a spell item, and its common casting time in TC. */
export function tcSpell(item: Item.Implementation) {
  const system: unknown = itemSystem(item);
  if (!(system instanceof SpellData))
    throw new RuleError("TEMPO.TimeCount.Error.NotASpell", { name: item.name ?? "" });
  return { castingTime: system.castingTime, stats: system.stats.timeCount };
}
