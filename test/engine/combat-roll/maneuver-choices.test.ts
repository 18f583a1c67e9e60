// What the critical winner of an attack card may choose (seed 003, "Maneuvers"): the card keeps it so that
// every client shows the same buttons (issue 27).
import { describe, expect, it } from "vitest";
import {
  automaticCardTest,
  cardTest,
  maneuverChoices,
  newContest,
  withDefense,
  type Contest,
  type Loadout,
  type LoadoutItem,
} from "../../../src/engine/combat-roll/index";

const item = (id: string, type: string, over: Partial<LoadoutItem> = {}): LoadoutItem => ({
  id,
  type,
  name: id,
  equipped: true,
  ranged: false,
  heavy: false,
  blockRating: 0,
  gear: "",
  armorLevel: "unarmored",
  armorRating: 0,
  magicArmorRating: 0,
  material: "",
  ...over,
});
const loadout = (items: LoadoutItem[]): Loadout => ({
  items,
  dropped: [],
  styles: [],
  fightingStyle: 3,
  armorSource: "",
  armorRating: 0,
  magicArmorRating: 0,
  resistances: {},
  vulnerabilities: {},
});
const sword = item("sword", "weapon", { name: "Sword" });
const maul = item("maul", "weapon", { name: "Maul", heavy: true });
const shield = item("bone", "shield", { name: "Bone Shield", blockRating: 6 });

/** An attack card whose attacker passed and the defender did not defend: the attacker's critical win. */
function attackerCritical(over: Partial<Contest> = {}): Contest {
  const declared = newContest("attack", {
    combatId: "c1",
    attacker: "Actor.ari",
    target: "Actor.bandit",
    attackerName: "Ari",
    targetName: "Bandit",
    options: ["dodge", "none"],
    ...over,
  });
  return withDefense(declared, {
    kind: "none",
    attackTest: cardTest("fighting-style", "1d20", [5], { skill: 12, boonBane: 0 }),
    defenseTest: automaticCardTest("none", false),
    defenseMods: [],
    blockRating: 0,
  });
}

const never = (): Loadout => {
  throw new Error("read although it does not matter");
};

describe("the critical winner's choices", () => {
  it("a weapon Strike before its damage: Precision; Bash only with a shield or heavy weapon in hand", () => {
    const light = maneuverChoices(
      attackerCritical(),
      () => loadout([sword]),
      () => loadout([]),
    );
    expect(light.maneuvers).toContain("precision");
    expect(light.maneuvers).not.toContain("bash");
    for (const gear of [shield, maul]) {
      expect(
        maneuverChoices(
          attackerCritical(),
          () => loadout([gear]),
          () => loadout([]),
        ).maneuvers,
      ).toContain("bash");
    }
  });

  it("Disarm lists the items the loser holds", () => {
    const choices = maneuverChoices(
      attackerCritical(),
      () => loadout([sword]),
      () => loadout([sword, shield]),
    );
    expect(choices.maneuvers).toContain("disarm");
    expect(choices.disarmItems).toEqual([
      { id: "sword", name: "Sword" },
      { id: "bone", name: "Bone Shield" },
    ]);
  });

  it("a spell attack, or damage already rolled: no Precision", () => {
    const none = () => loadout([]);
    const spell = maneuverChoices(attackerCritical({ attackKind: "spell" }), none, none);
    expect(spell.maneuvers).not.toContain("precision");
    const rolled = attackerCritical();
    rolled.damage.rolled = true;
    expect(maneuverChoices(rolled, none, none).maneuvers).not.toContain("precision");
  });

  it("nothing to choose without a critical winner, or once a maneuver is chosen: no gear read", () => {
    const declared = newContest("attack", {
      combatId: "",
      attacker: "",
      target: "",
      attackerName: "",
      targetName: "",
    });
    expect(maneuverChoices(declared, never, never)).toEqual({ maneuvers: [], disarmItems: [] });
    const chosen = attackerCritical();
    chosen.maneuver.id = "trip";
    expect(maneuverChoices(chosen, never, never)).toEqual({ maneuvers: [], disarmItems: [] });
  });
});
