/**
 * What a viewer who may not see a creature's numbers reads of its health (issue 29): one word instead
 * of hit points. The same three words in every ruleset; each ruleset's own health rules say what "out of
 * the fight" is (its out statuses), the shell passes it in.
 */
export type HealthWord = "unhurt" | "wounded" | "down";

/**
 * A health pool in words: "down" when the creature is out of the fight (its ruleset's out statuses, or
 * the GM's defeated mark) or its pool is at 0 or below; "wounded" below its maximum; else "unhurt". A pool
 * without a maximum (none recorded) reads "unhurt" unless the creature is out.
 */
export function healthWord(pool: { value: number; max: number }, out: boolean): HealthWord {
  if (out || (pool.max > 0 && pool.value <= 0)) return "down";
  return pool.value < pool.max ? "wounded" : "unhurt";
}
