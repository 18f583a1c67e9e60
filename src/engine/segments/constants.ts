/** Fixed numbers of the Segmented Rounds chapter (seed 000). */

/** "A combat round consists of 10 segments." */
export const SEGMENTS_PER_ROUND = 10;

/** "The initiative roll covers the first 6 segments" (a d6 per side). */
export const INITIATIVE_SEGMENTS = 6;

/** Melee is possible only "within 10 ft of each other (considered 'engaged')". */
export const MELEE_RANGE_FT = 10;

/** "A charge action may be performed only once every 10 rounds (i.e., once per turn)." */
export const CHARGE_INTERVAL_ROUNDS = 10;

/** Default surprise range: a d6 roll of 1 or 2 surprises. */
export const DEFAULT_SURPRISED_ON = 2;

/** Root of every localization key of this ruleset. */
export const KEY = "TEMPO.Segments";

/** Builds a localization key under `TEMPO.Segments`. */
export function key(path: string): string {
  return `${KEY}.${path}`;
}
