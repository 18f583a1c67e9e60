/**
 * Hit points set by hand (issue 28: a sheet field, the token bar, a macro, a GM's ruling). The seed gives
 * no death threshold and no floor ("even if one of the combatants dies during that segment" is its only
 * word on it): a combatant at 0 hit points or fewer is down (interpretation 21) and one healed above 0
 * is up again; a value below 0 is kept as written, above the maximum it is the maximum.
 */
import { ensure } from "../core/errors";
import { key } from "./constants";
import { isDown } from "./resolution";

export interface HitPoints {
  readonly value: number;
  readonly max: number;
}

/** The hit points a value set by hand leaves, and whether the combatant is down at them. */
export function healthSet(hp: HitPoints, to: number): { value: number; max: number; down: boolean } {
  ensure(Number.isInteger(to), key("Error.NotInteger"), { value: to });
  const value = Math.min(hp.max, to);
  return { value, max: hp.max, down: isDown(value) };
}
