import { describe, expect, it } from "vitest";
import { heroMageGoblin as fight } from "./fixtures";
import { turnAction } from "../../../src/engine/combat-roll/actions";
import { COMBAT_ROLL_TURNS as CR, act, endTurn, saveTurn } from "../../../src/engine/turns/index";

describe("per-round counters for the tracker (taken, saved)", () => {
  it("counts actions per category, reactions included although Combat Roll pays them from AP", () => {
    let s = fight();
    expect(s.combatants.goblin!.taken).toEqual({ primary: 0, reaction: 0, defend: 0, free: 0 });
    // "Reaction can always be taken, regardless of whose turn it is": the goblin defends on the hero's turn
    s = act(s, CR, "goblin", turnAction("defend"));
    s = act(s, CR, "hero", turnAction("strike"));
    s = act(s, CR, "hero", turnAction("free"));
    s = act(s, CR, "goblin", turnAction("manipulate"));
    // Defend is a reaction counted apart (a card's choice window leaves it out: combat-roll/expiry.ts)
    expect(s.combatants.goblin!.taken).toEqual({ primary: 0, reaction: 1, defend: 1, free: 0 });
    expect(s.combatants.goblin!.ap).toBe(1);
    expect(s.combatants.hero!.taken).toEqual({ primary: 1, reaction: 0, defend: 0, free: 1 });
  });

  it("resets the counters at a new round ('Each character regains their spent AP')", () => {
    let s = fight();
    s = act(s, CR, "goblin", turnAction("defend"));
    s = endTurn(s, CR, "hero");
    s = endTurn(s, CR, "mage");
    s = endTurn(s, CR, "goblin");
    expect(s.round).toBe(2);
    expect(s.combatants.goblin!.taken).toEqual({ primary: 0, reaction: 0, defend: 0, free: 0 });
    expect(s.combatants.goblin!.ap).toBe(3);
  });

  it("remembers after whom a combatant saved its turn, for this round only", () => {
    let s = fight();
    s = saveTurn(s, CR, "hero", "goblin");
    expect(s.combatants.hero!.saved).toBe("goblin");
    expect(s.active).toBe("mage");
    s = endTurn(s, CR, "mage");
    s = endTurn(s, CR, "goblin");
    expect(s.active).toBe("hero");
    s = endTurn(s, CR, "hero");
    expect(s.round).toBe(2);
    expect(s.combatants.hero!.saved).toBeNull();
  });
});
