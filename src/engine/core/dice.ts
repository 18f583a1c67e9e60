/**
 * Dice are injected into the engine, never drawn from a global random source.
 * A `RollDie` returns an integer from 1 to `faces` inclusive.
 */
export type RollDie = (faces: number) => number;

/**
 * A deterministic RollDie for tests and benchmarks: returns the given results in order
 * (each must fit its die) and throws when they run out, so a test states every die it expects.
 */
export function scriptedDice(results: readonly number[]): RollDie {
  let next = 0;
  return (faces: number) => {
    const value = results[next];
    if (value === undefined) throw new Error(`scriptedDice: no result left for d${faces} (used ${next})`);
    if (!Number.isInteger(value) || value < 1 || value > faces) {
      throw new Error(`scriptedDice: result ${value} does not fit a d${faces}`);
    }
    next += 1;
    return value;
  };
}

/** A seedable pseudo-random RollDie (mulberry32), for benchmarks and reproducible simulations. */
export function seededDice(seed: number): RollDie {
  let state = seed >>> 0;
  return (faces: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return 1 + Math.floor(unit * faces);
  };
}
