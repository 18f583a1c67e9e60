// Issue 9, failure 4: a linked token shares its world actor, so two linked goblins on a scene share one
// pool of hit points. Every bestiary's monsters are unlinked (each token its own synthetic actor); only
// the player characters and the unique named NPCs below stay linked, so their wounds follow them from
// scene to scene.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "packs/_source";

/** The unique named NPCs, linked on purpose, and why. */
const UNIQUE: Record<string, string> = {
  sgActOswin000001: "Oswin, the party's sworn man-at-arms: one person, who travels with the party",
  tcActGarret00001: "Garret, the Time Count seed's named opponent: one person, not a kind of monster",
};

interface ActorSource {
  _id: string;
  _key?: string;
  name: string;
  type: string;
  prototypeToken?: { actorLink?: boolean };
}

const bestiaries = readdirSync(DIR).filter((d) => d.endsWith("-bestiary"));
const actors: [string, ActorSource][] = bestiaries.flatMap((pack) =>
  readdirSync(join(DIR, pack))
    .filter((f) => f.endsWith(".json"))
    .map((f): [string, ActorSource] => [
      `${pack}/${f}`,
      JSON.parse(readFileSync(join(DIR, pack, f), "utf8")) as ActorSource,
    ]),
);

describe("bestiary tokens", () => {
  it("reads every bestiary pack", () => {
    expect(bestiaries.sort()).toEqual([
      "combat-roll-bestiary",
      "die-step-bestiary",
      "segments-bestiary",
      "three-action-bestiary",
      "time-count-bestiary",
    ]);
    expect(actors.length).toBeGreaterThan(10);
  });

  it.each(actors)(
    "%s: a monster is unlinked; a character or a unique named NPC is linked",
    (_file, actor) => {
      const linked = actor.prototypeToken?.actorLink === true;
      expect(linked).toBe(actor.type === "character" || actor._id in UNIQUE);
      expect(actor._key).toBe(`!actors!${actor._id}`);
    },
  );
});
