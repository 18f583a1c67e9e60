// Issue 31: a Time Count monster's entry, computed by the engine from the bestiary's numbers.
import { describe, expect, it } from "vitest";
import { timeCount } from "../../../src/engine/index";
import type { TcStatBlockStats } from "../../../src/engine/time-count/stat-block";
import { englishWords, monster, printed } from "../stat-block-words";
import { SAMPLE_LINES } from "../../fixtures/stat-block-samples";

const words = englishWords("time-count");
const bandit = monster<TcStatBlockStats & { defenses: Record<timeCount.Defense, number> }>(
  "time-count-bestiary",
  "bandit",
);
const weapons = bandit.items.map((item) => {
  const { speedClass, damageType } = item.system.stats.timeCount as {
    speedClass: string;
    damageType: string;
  };
  return { name: item.name, damage: item.system.damage ?? "", speedClass, damageType };
});
// no impairment, affliction or stance: each defence meets melee and ranged attacks at its stored value
const stored = bandit.stats.defenses;
const now = Object.fromEntries(
  timeCount.DEFENSES.map((key) => [key, { melee: stored[key], ranged: stored[key] }]),
) as Record<timeCount.Defense, timeCount.DefenseNow>;

describe("time-count statBlockLines", () => {
  it("prints the bandit in seed 004's words: hp, Threshold of Pain, five defences, Accuracy, Power, Speed, Size", () => {
    expect(printed(timeCount.statBlockLines(bandit.stats, now, weapons, words), words)).toEqual(
      SAMPLE_LINES["time-count"],
    );
  });

  it("splits a defence that melee and ranged attacks meet differently, and lists only the changed ones", () => {
    const split = { ...now, primary: { melee: 10, ranged: 12 } };
    expect(timeCount.defenseLines(split, words)[0]).toEqual({
      label: timeCount.defenseLabel("primary"),
      value: "10 melee / 12 ranged",
    });
    expect(timeCount.changedDefenses(split, stored, words)).toEqual({ primary: "10 melee / 12 ranged" });
    expect(timeCount.changedDefenses(now, stored, words)).toEqual({});
  });

  it("omits the damage type a weapon lacks", () => {
    const rock = { name: "Rock", damage: "1d4", speedClass: "slow", damageType: "" };
    expect(timeCount.statBlockLines(bandit.stats, now, [rock], words).at(-1)?.value).toBe("Rock 1d4 (Slow)");
  });
});
