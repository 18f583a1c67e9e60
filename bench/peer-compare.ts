/**
 * Issue 16: the Time Count timeline against a public peer's latency clock (FORJA's
 * `module/combat/latency-clock.mjs`, its `advanceClock` and `calculateActionPosition`) and the team's
 * binary heap, on the same trajectories (checksums over (combatant, count) compared). The peer's code
 * is NOT in this repository: `bench/peer-compare.mjs <path to latency-clock.mjs>` bundles this file and
 * loads the peer from the path given (`--no-peer` instead of a path: the timeline and the heap only).
 * Each combatant's n-th action has the same SF in all three, and whole counts are resolved at a time,
 * so the order among ties cannot change the trajectory.
 */
import { seededDice } from "../src/engine/core/dice";
import { rollInitiative } from "../src/engine/time-count/initiative";
import { SPEED_CLASSES, rollSpeedFactor } from "../src/engine/time-count/speed";
import { completeAction, createTimeline, nextUp } from "../src/engine/time-count/timeline";
import { MinHeap } from "./min-heap";

interface PeerClock {
  advanceClock(positions: Map<string, number>): { positions: Map<string, number>; resolving: string[] };
  calculateActionPosition(base: number, mod: number): number;
}
const peerClock = process.env.PEER_CLOCK ? ((await import(process.env.PEER_CLOCK)) as PeerClock) : null;

const ACTIONS = Number(process.env.ACTIONS ?? 200000);
const WEAPONS = SPEED_CLASSES.slice(1, 6);
interface W {
  initiative: number[];
  sf: (i: number, n: number) => number;
}
function ties(size: number): W {
  const roll = seededDice(size);
  const initiative = Array.from(
    { length: size },
    (_, i) => rollInitiative({ surprised: i % 7 === 0 }, roll).total,
  );
  const table = WEAPONS.map((w) => Array.from({ length: 4096 }, () => rollSpeedFactor(w, roll)));
  return { initiative, sf: (i, n) => table[i % WEAPONS.length]![n & 4095]! };
}
function noTies(size: number): W {
  return { initiative: Array.from({ length: size }, (_, i) => i + 1), sf: () => size };
}
// order-insensitive within a count: the sum of a hash of (id, absolute count)
const h = (i: number, count: number) => (Math.imul(i + 1, 2654435761) ^ Math.imul(count + 7, 40503)) | 0;

function timeline(w: W): number {
  let tl = createTimeline(w.initiative.map((initiative, i) => ({ id: String(i), initiative })));
  const acted = new Array(w.initiative.length).fill(0);
  let done = 0,
    sum = 0;
  while (done < ACTIONS) {
    const up = nextUp(tl);
    for (const id of up.ids) {
      const i = Number(id);
      sum = (sum + h(i, up.count)) | 0;
      tl = completeAction(tl, id, w.sf(i, acted[i]++));
      done++;
    }
  }
  return sum;
}
function heap(w: W): number {
  const q = new MinHeap();
  w.initiative.forEach((ini, i) => q.push(ini, i));
  const acted = new Array(w.initiative.length).fill(0);
  let done = 0,
    sum = 0;
  while (done < ACTIONS) {
    // whole counts, as the others: everyone due at this count
    const count = q.peek();
    while (q.peek() === count) {
      const { next, id } = q.pop();
      sum = (sum + h(id, next)) | 0;
      q.push(next + w.sf(id, acted[id]++), id);
      done++;
    }
  }
  return sum;
}
function peer({ advanceClock, calculateActionPosition }: PeerClock, w: W): number {
  let positions = new Map<string, number>();
  w.initiative.forEach((ini, i) => positions.set(String(i), ini));
  const acted = new Array(w.initiative.length).fill(0);
  let now = 0,
    done = 0,
    sum = 0;
  while (done < ACTIONS) {
    const before = positions;
    const r = advanceClock(positions);
    now += before.get(r.resolving[0]!)!;
    positions = r.positions;
    for (const id of r.resolving) {
      const i = Number(id);
      sum = (sum + h(i, now)) | 0;
      positions.set(id, calculateActionPosition(w.sf(i, acted[i]++), 0));
      done++;
    }
  }
  return sum;
}
// RUNS (default 5): best of that many. CLOCK=cpu: this process's CPU time (user + system) instead of
// wall time, less disturbed by other work on a shared machine.
const RUNS = Number(process.env.RUNS ?? 5);
const now =
  process.env.CLOCK === "cpu"
    ? () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      }
    : () => performance.now();
function time(f: () => number): [number, number] {
  let best = Infinity,
    sum = 0;
  for (let r = 0; r < RUNS; r++) {
    const t = now();
    sum = f();
    best = Math.min(best, now() - t);
  }
  return [best, sum];
}
for (const [name, make] of [
  ["ties", ties],
  ["no ties", noTies],
] as const) {
  for (const size of [10, 100, 1000]) {
    const w = make(size);
    const [tt, ts] = time(() => timeline(w));
    const [pt, ps] = peerClock === null ? [Number.NaN, ts] : time(() => peer(peerClock, w));
    const [ht, hs] = time(() => heap(w));
    const rate = (ms: number) => Math.round(ACTIONS / (ms / 1000)).toLocaleString("en");
    const vsPeer = peerClock === null ? "" : `peer ${rate(pt)}/s, `;
    const peerRatio = peerClock === null ? "" : `timeline time / peer time ${(tt / pt).toFixed(2)}; `;
    console.log(
      `${name.padEnd(7)} ${String(size).padStart(4)}: timeline ${rate(tt)}/s, ${vsPeer}heap ${rate(ht)}/s; ${peerRatio}timeline/heap ${(tt / ht).toFixed(2)}x; checksums ${ts === ps && ps === hs ? "equal" : `DIFFER ${ts} ${ps} ${hs}`}`,
    );
  }
}
