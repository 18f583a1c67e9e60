import { describe, expect, it } from "vitest";
import {
  engagedOpponents,
  meleeAround,
  meleeParticipants,
  type Declaration,
} from "../../../src/engine/segments/index";

const sides = { fighter: "party", cleric: "party", orc: "monsters", goblin: "monsters", archer: "monsters" };

describe("engagement from declarations", () => {
  const decl: Record<string, Declaration> = {
    fighter: { kind: "melee", targetId: "orc" },
    goblin: { kind: "melee", targetId: "fighter" },
    orc: { kind: "parry", targetId: "fighter" },
    cleric: { kind: "spell", spell: { name: "Bless", castingTimeSegments: 1 } },
    archer: { kind: "missile", targetId: "cleric" },
  };

  it("a combatant is engaged with the opponent it names in melee and with those naming it", () => {
    expect(engagedOpponents(decl, sides, "fighter").sort()).toEqual(["goblin", "orc"]);
    expect(engagedOpponents(decl, sides, "goblin")).toEqual(["fighter"]);
  });

  it("missiles and spells engage nobody", () => {
    expect(engagedOpponents(decl, sides, "cleric")).toEqual([]);
    expect(engagedOpponents(decl, sides, "archer")).toEqual([]);
  });

  it("a fleer is engaged with the opponent it runs from", () => {
    const d: Record<string, Declaration> = { fighter: { kind: "flee", targetId: "orc" } };
    expect(engagedOpponents(d, sides, "fighter")).toEqual(["orc"]);
    expect(engagedOpponents(d, sides, "orc")).toEqual(["fighter"]);
  });

  it("an ally named by mistake is not an opponent", () => {
    const d: Record<string, Declaration> = { fighter: { kind: "melee", targetId: "cleric" } };
    expect(engagedOpponents(d, sides, "fighter")).toEqual([]);
  });

  it("lists every participant of the melee", () => {
    expect(meleeParticipants(decl, sides).sort()).toEqual(["fighter", "goblin", "orc"]);
  });
});

describe("the melee a missile falls into", () => {
  const sides = {
    fighter: "party",
    cleric: "party",
    orc: "monsters",
    goblin: "monsters",
    archer: "monsters",
    elf: "party",
    ogre: "monsters",
  };
  const decl: Record<string, Declaration> = {
    fighter: { kind: "melee", targetId: "orc" },
    goblin: { kind: "melee", targetId: "fighter" },
    cleric: { kind: "melee", targetId: "goblin" },
    archer: { kind: "missile", targetId: "fighter" },
    elf: { kind: "melee", targetId: "ogre" },
  };

  it("is every combatant linked to the target by engagements, allies of the shooter included", () => {
    expect(meleeAround(decl, sides, "orc")).toEqual(["fighter", "cleric", "orc", "goblin"]);
    expect(meleeAround(decl, sides, "fighter")).toEqual(["fighter", "cleric", "orc", "goblin"]);
    // another melee apart from it
    expect(meleeAround(decl, sides, "ogre")).toEqual(["elf", "ogre"]);
  });

  it("is empty for a target engaged with nobody", () => {
    expect(meleeAround(decl, sides, "archer")).toEqual([]);
  });
});
