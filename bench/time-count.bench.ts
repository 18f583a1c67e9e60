import { bench, describe } from "vitest";
import { seededDice } from "../src/engine/core/dice";
import { rollInitiative } from "../src/engine/time-count/initiative";
import { SPEED_CLASSES, rollSpeedFactor, type SpeedClass } from "../src/engine/time-count/speed";
import { completeAction, createTimeline, nextUp, type Timeline } from "../src/engine/time-count/timeline";

/**
 * Engine throughput of the Time Count: one "action" is nextUp + completeAction with a rolled SF
 * (seeded dice), for every combatant due at the count. Each bench iteration runs ACTIONS actions,
 * so actions/second = hz x ACTIONS. Compare 10, 100 and 1,000 combatants to see the growth.
 */
const ACTIONS = 1000;
const WEAPONS: readonly SpeedClass[] = SPEED_CLASSES.slice(1, 6);

function setup(size: number): {
  timeline: Timeline;
  weapon: Map<string, SpeedClass>;
} {
  const roll = seededDice(size);
  const weapon = new Map<string, SpeedClass>();
  const entries = Array.from({ length: size }, (_, i) => {
    const id = `c${i}`;
    weapon.set(id, WEAPONS[i % WEAPONS.length] ?? "standard");
    return {
      id,
      initiative: rollInitiative({ surprised: i % 7 === 0 }, roll).total,
    };
  });
  return { timeline: createTimeline(entries), weapon };
}

function run(start: Timeline, weapon: Map<string, SpeedClass>, seed: number): Timeline {
  const roll = seededDice(seed);
  let tl = start;
  let done = 0;
  while (done < ACTIONS) {
    const up = nextUp(tl);
    for (const id of up.ids) {
      tl = completeAction(tl, id, rollSpeedFactor(weapon.get(id) ?? "standard", roll));
      done += 1;
      if (done >= ACTIONS) break;
    }
  }
  return tl;
}

describe(`time-count timeline: ${ACTIONS} actions per iteration (actions/s = hz x ${ACTIONS})`, () => {
  for (const size of [10, 100, 1000]) {
    const { timeline, weapon } = setup(size);
    let seed = 1;
    bench(`${size} combatants`, () => {
      seed += 1;
      run(timeline, weapon, seed);
    });
  }
});
