import { bench, describe } from "vitest";
import { seededDice } from "../src/engine/core/dice";
import { rollInitiative } from "../src/engine/time-count/initiative";
import { SPEED_CLASSES, rollSpeedFactor, type SpeedClass } from "../src/engine/time-count/speed";
import { completeAction, createTimeline, nextUp, type Timeline } from "../src/engine/time-count/timeline";
import { MinHeap } from "./min-heap";

/**
 * Engine throughput of the Time Count against a minimal binary heap (bench/min-heap.ts, the team's
 * reference). One "action" is: find who is due, and that combatant completes an action with an SF.
 * Each bench iteration runs ACTIONS actions, so actions/s = hz x ACTIONS; vitest prints the ratio of
 * the two in each group. Both walk the same trajectory: the checksums are compared before timing.
 *
 * Workloads: "ties" = rolled initiative and rolled SFs (short weapons: many combatants share a
 * count, as at the table); "no ties" = initiative i+1 and SF = n (exactly one combatant per count).
 * SFs are rolled before timing (a table per weapon, indexed by action number) so that both
 * implementations measure the schedule, not the dice.
 */
const ACTIONS = 1000;
const WEAPONS: readonly SpeedClass[] = SPEED_CLASSES.slice(1, 6);

interface Workload {
  readonly initiative: readonly number[];
  /** sf(i, k): the SF of combatant i's action, the k-th action of the run. */
  readonly sf: (i: number, k: number) => number;
}

function ties(size: number): Workload {
  const roll = seededDice(size);
  const initiative = Array.from(
    { length: size },
    (_, i) => rollInitiative({ surprised: i % 7 === 0 }, roll).total,
  );
  const table = WEAPONS.map((w) => Array.from({ length: ACTIONS }, () => rollSpeedFactor(w, roll)));
  return { initiative, sf: (i, k) => table[i % WEAPONS.length]?.[k] ?? 1 };
}

function noTies(size: number): Workload {
  return { initiative: Array.from({ length: size }, (_, i) => i + 1), sf: () => size };
}

/** Checksum of a trajectory: who acted at which count, in order. */
const mix = (sum: number, i: number, count: number, k: number): number =>
  (Math.imul(sum, 31) + i * 7919 + count * 104729 + k) | 0;

function setupTimeline(w: Workload): Timeline {
  return createTimeline(w.initiative.map((initiative, i) => ({ id: String(i), initiative })));
}

function runTimeline(start: Timeline, w: Workload): number {
  let tl = start;
  let done = 0;
  let sum = 0;
  while (done < ACTIONS) {
    const up = nextUp(tl);
    for (const id of up.ids) {
      const i = Number(id);
      sum = mix(sum, i, up.count, done);
      tl = completeAction(tl, id, w.sf(i, done));
      done += 1;
      if (done >= ACTIONS) break;
    }
  }
  return sum;
}

function runHeap(w: Workload): number {
  const heap = new MinHeap();
  w.initiative.forEach((initiative, i) => heap.push(initiative, i));
  let sum = 0;
  for (let done = 0; done < ACTIONS; done += 1) {
    const { next, id } = heap.pop();
    sum = mix(sum, id, next, done);
    heap.push(next + w.sf(id, done), id);
  }
  return sum;
}

for (const [name, make] of [
  ["ties", ties],
  ["no ties", noTies],
] as const) {
  for (const size of [10, 100, 1000]) {
    const w = make(size);
    const start = setupTimeline(w);
    const expected = runHeap(w);
    const got = runTimeline(start, w);
    if (got !== expected)
      throw new Error(`time-count bench: trajectories differ (${name}, ${size}): ${got} vs ${expected}`);
    describe(`time-count ${name}, ${size} combatants: ${ACTIONS} actions per iteration (checksum ${got})`, () => {
      bench("timeline", () => {
        runTimeline(start, w);
      });
      bench("binary heap (reference)", () => {
        runHeap(w);
      });
    });
  }
}
