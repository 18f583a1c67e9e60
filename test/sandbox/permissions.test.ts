// The stand-in's write permissions for combats, as strict as Foundry's: a player owning a combatant may
// change only its initiative, flags and defeated; the owner of the CURRENT combatant may move the
// combat's turn and round, nothing else of it.
import { describe, expect, it } from "vitest";
import { canModify, type PermissionContext, type UserLike } from "../../sandbox/src/core/permissions";
import { ROLES } from "../../sandbox/src/core/protocol";
import type { AnyObject } from "../../sandbox/src/core/utils";

const player: UserLike = { _id: "player0000000001", role: ROLES.PLAYER };
const gm: UserLike = { _id: "gamemaster000001", role: ROLES.GAMEMASTER };
const actors: Record<string, AnyObject> = {
  hero: { _id: "hero", ownership: { default: 0, [player._id]: 3 } },
  orc: { _id: "orc", ownership: { default: 0 } },
};
const heroCombatant = { _id: "cHero", type: "base", actorId: "hero", initiative: 12, flags: {} };
const orcCombatant = { _id: "cOrc", type: "base", actorId: "orc", initiative: 8, flags: {} };
const actor = (id: string) => actors[id];

function combatantUpdate(changes: AnyObject, source: AnyObject = heroCombatant, user = player): boolean {
  const ctx: PermissionContext = {
    documentName: "Combatant",
    action: "update",
    user,
    source,
    changes,
    actor,
  };
  return canModify(ctx);
}

/** A Combat update; `holders` is the client's current combatant (omitted: the server's default). */
function combatUpdate(
  changes: AnyObject,
  turn: number | null,
  holders?: AnyObject[],
  user = player,
): boolean {
  const source = { _id: "combat", type: "base", round: 1, turn, combatants: [heroCombatant, orcCombatant] };
  const ctx: PermissionContext = { documentName: "Combat", action: "update", user, source, changes, actor };
  return canModify(holders ? { ...ctx, turnHolders: () => holders } : ctx);
}

describe("a player's update of a combatant it owns", () => {
  it("may change its initiative, flags and defeated", () => {
    expect(combatantUpdate({ initiative: 15 })).toBe(true);
    expect(combatantUpdate({ "flags.tempo.marks": [] })).toBe(true);
    expect(combatantUpdate({ defeated: true, initiative: 3 })).toBe(true);
  });
  it("may not change its system, name or hidden", () => {
    expect(combatantUpdate({ system: { side: "b" } })).toBe(false);
    expect(combatantUpdate({ "system.side": "b" })).toBe(false);
    expect(combatantUpdate({ name: "Renamed" })).toBe(false);
    expect(combatantUpdate({ hidden: true })).toBe(false);
    expect(combatantUpdate({ initiative: 15, hidden: true })).toBe(false);
  });
  it("counts only keys it changes: an unchanged `type` or `_id` added to the update is no change", () => {
    expect(combatantUpdate({ _id: "cHero", type: "base", initiative: 15 })).toBe(true);
    expect(combatantUpdate({ type: "other", initiative: 15 })).toBe(false);
  });
  it("may not update a combatant it does not own; a GM may change anything", () => {
    expect(combatantUpdate({ initiative: 15 }, orcCombatant)).toBe(false);
    expect(combatantUpdate({ system: { side: "b" }, hidden: true }, orcCombatant, gm)).toBe(true);
  });
});

describe("a player's update of a combat", () => {
  it("owning the current combatant, may move the turn and round", () => {
    expect(combatUpdate({ turn: 1, round: 1 }, 0, [heroCombatant])).toBe(true);
    expect(combatUpdate({ round: 2, turn: 0 }, 0, [heroCombatant])).toBe(true);
  });
  it("owning the current combatant, may change nothing else of the combat", () => {
    expect(combatUpdate({ turn: 1 }, 0, [heroCombatant])).toBe(true);
    expect(combatUpdate({ turn: 1, "system.turns": {} }, 0, [heroCombatant])).toBe(false);
    expect(combatUpdate({ "flags.tempo.x": 1 }, 0, [heroCombatant])).toBe(false);
    expect(combatUpdate({ active: true }, 0, [heroCombatant])).toBe(false);
  });
  it("not owning the current combatant, may not move the turn", () => {
    expect(combatUpdate({ turn: 0 }, 1, [heroCombatant])).toBe(true);
    expect(combatUpdate({ turn: 0 }, 1, [orcCombatant])).toBe(false);
    // before the combat begins nobody holds the turn
    expect(combatUpdate({ turn: 0, round: 1 }, null, [])).toBe(false);
  });
  it("on the server (no system order), needs to own a combatant of the combat", () => {
    expect(combatUpdate({ turn: 1 }, 0)).toBe(true);
    const stranger = { _id: "stranger00000001", role: ROLES.PLAYER };
    expect(combatUpdate({ turn: 1 }, 0, undefined, stranger)).toBe(false);
  });
  it("may never create or delete a combat", () => {
    const source = { _id: "combat", round: 0, turn: null, combatants: [heroCombatant] };
    for (const action of ["create", "delete"] as const)
      expect(canModify({ documentName: "Combat", action, user: player, source, actor })).toBe(false);
  });
});
