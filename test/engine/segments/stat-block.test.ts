// Issue 31: a Segmented Rounds monster's entry, computed by the engine from the bestiary's numbers.
import { describe, expect, it } from "vitest";
import { segments } from "../../../src/engine/index";
import type { SgStatBlockStats } from "../../../src/engine/segments/stat-block";
import { englishWords, monster, printed, type PackItem } from "../stat-block-words";
import { SAMPLE_LINES } from "../../fixtures/stat-block-samples";

const words = englishWords("segments");
const ogre = monster<SgStatBlockStats & { armorClass: number; thac0: number }>("segments-bestiary", "ogre");
const weapon = (item: PackItem) => ({
  damage: item.system.damage ?? "",
  ranged: item.system.ranged ?? false,
  damageBonus: Number(item.system.stats.segments?.damageBonus ?? 0),
});
const club = weapon(ogre.items[0]!);
const pair = [
  { label: "TEMPO.Segments.Stat.armorClass", value: ogre.stats.armorClass },
  { label: "TEMPO.Segments.Stat.thac0", value: ogre.stats.thac0 },
];

describe("segments statBlockLines", () => {
  it("prints the ogre's entry in the classic order: AC, MV, HD, hp, THAC0, attacks, damage, surprise, morale, XP", () => {
    expect(printed(segments.statBlockLines(ogre.stats, pair, [], [club]), words)).toEqual(
      SAMPLE_LINES["segments"],
    );
  });

  it("counts a routine's strikes times its routines, each strike's damage in turn; a missile gets no Strength", () => {
    const claw = { damage: "1d3", ranged: false, damageBonus: 0 };
    const bite = { damage: "2d4", ranged: false, damageBonus: -1 };
    const stats = { ...ogre.stats, attackRoutines: 2, strengthDamage: 0 };
    const lines = segments.statBlockLines(
      stats,
      pair,
      [
        { weapon: claw, attacks: 2 },
        { weapon: bite, attacks: 1 },
      ],
      [],
    );
    expect(lines.find((l) => l.label === "TEMPO.Segments.StatBlock.attacks")?.value).toBe(6);
    expect(lines.find((l) => l.label === "TEMPO.Segments.StatBlock.damage")?.value).toBe("1d3 / 1d3 / 2d4-1");
    const bow = { damage: "1d6", ranged: true, damageBonus: 1 };
    expect(segments.statBlockLines(ogre.stats, pair, [], [bow])[6]).toEqual({
      label: "TEMPO.Segments.StatBlock.damage",
      value: "1d6+1",
    });
  });

  it("prints a dash for no surprise range, no morale and no weapon", () => {
    const stats = { ...ogre.stats, surprisedOn: 0, surprisesOn: 0, morale: 0 };
    const values = printed(segments.statBlockLines(stats, pair, [], []), words).slice(6);
    expect(values.map(([, v]) => v)).toEqual(["—", "—", "—", "—", "125"]);
  });
});
