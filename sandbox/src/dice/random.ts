// The dice random source: CONFIG.Dice.randomUniform (replaceable), a seedable generator, and a queue
// of scripted face results that tests use to fix the dice.

export interface DiceConfig {
  randomUniform: () => number;
  /** Sandbox only: face results consumed, in order, before the random source. */
  queue: number[];
}

export const diceConfig: DiceConfig = {
  randomUniform: () => Math.random(),
  queue: [],
};

/** mulberry32: a small, well-distributed 32-bit seeded generator returning [0, 1). */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedDice(seed: number): void {
  diceConfig.randomUniform = seededUniform(seed);
}

export function queueDice(results: readonly number[]): void {
  for (const r of results) {
    if (!Number.isInteger(r) || r < 1)
      throw new Error(`queued die result must be a positive integer, got ${r}`);
  }
  diceConfig.queue.push(...results);
}

/** One face of a die with `faces` sides (1..faces). */
export function rollFace(faces: number): number {
  const queued = diceConfig.queue.shift();
  if (queued !== undefined) {
    if (queued > faces) throw new Error(`queued die result ${queued} does not fit a d${faces}`);
    return queued;
  }
  const u = diceConfig.randomUniform();
  return Math.min(faces, Math.max(1, Math.floor(u * faces) + 1));
}
