import { describe, expect, it } from "vitest";
import { heroMageGoblin as fight } from "./fixtures";
import { scriptedDice } from "../../../src/engine/core/dice";
import { turnAction } from "../../../src/engine/combat-roll/actions";
import {
  COMBAT_ROLL_TURNS as CR,
  act,
  checkAction,
  delayTurn,
  endTurn,
  newRound,
  saveTurn,
  setDefeated,
  startCombat,
  upcoming,
  type TurnState,
} from "../../../src/engine/turns/index";
import { keyOf } from "../rule-error-key";

const strike = turnAction("strike");
const dash = turnAction("dash");
const defend = turnAction("defend");
const oppAttack = turnAction("opportunity-attack");

describe("combat-roll initiative order", () => {
  it("highest first; round 1 starts with the first combatant active and everyone at 3 AP", () => {
    const s = fight();
    expect(s.round).toBe(1);
    expect(s.order).toEqual(["hero", "mage", "goblin"]);
    expect(s.active).toBe("hero");
    expect(Object.values(s.combatants).map((c) => c.ap)).toEqual([3, 3, 3]);
  });

  it("ties: higher modifier first, then a roll-off with injected dice", () => {
    const s = startCombat(
      CR,
      [
        { id: "a", initiative: 6, modifier: 1 },
        { id: "b", initiative: 6, modifier: 3 },
        { id: "c", initiative: 6, modifier: 1 },
      ],
      // a and c still tie: one d2 shuffles the pair; 1 swaps them
      scriptedDice([1]),
    );
    expect(s.order).toEqual(["b", "c", "a"]);
    const t = startCombat(
      CR,
      [
        { id: "a", initiative: 6, modifier: 1 },
        { id: "c", initiative: 6, modifier: 1 },
      ],
      scriptedDice([2]),
    );
    expect(t.order).toEqual(["a", "c"]);
  });

  it("refuses duplicates and an empty fight", () => {
    expect(keyOf(() => startCombat(CR, [], scriptedDice([])))).toBe("TEMPO.Turns.Error.NoCombatants");
    expect(
      keyOf(() =>
        startCombat(
          CR,
          [
            { id: "a", initiative: 1 },
            { id: "a", initiative: 2 },
          ],
          scriptedDice([]),
        ),
      ),
    ).toBe("TEMPO.Turns.Error.DuplicateCombatant");
  });
});

describe("combat-roll AP budget", () => {
  it("3 AP a round: a fourth 1-AP action is refused", () => {
    let s = fight();
    s = act(s, CR, "hero", dash);
    s = act(s, CR, "hero", dash);
    s = act(s, CR, "hero", dash);
    expect(s.combatants.hero!.ap).toBe(0);
    expect(keyOf(() => act(s, CR, "hero", dash))).toBe("TEMPO.Turns.Error.NotEnoughAp");
  });

  it("'A character does not transfer unspent AP into the next round, those AP are simply lost.'", () => {
    let s = fight();
    s = act(s, CR, "hero", dash);
    s = endTurn(s, CR, "hero");
    s = endTurn(s, CR, "mage");
    expect(s.combatants.mage!.ap).toBe(3);
    s = endTurn(s, CR, "goblin");
    expect(s.round).toBe(2);
    expect(s.active).toBe("hero");
    expect(Object.values(s.combatants).map((c) => c.ap)).toEqual([3, 3, 3]);
  });

  it("'can only take an action with the Attack trait twice per round', reactions included; resets next round", () => {
    let s = fight();
    s = act(s, CR, "hero", strike);
    s = act(s, CR, "hero", strike);
    expect(s.combatants.hero!.ap).toBe(1);
    expect(keyOf(() => act(s, CR, "hero", strike))).toBe("TEMPO.Turns.Error.AttackLimit");
    s = endTurn(s, CR, "hero");
    // an opportunity attack is a Strike: the hero's third attack this round is refused too
    expect(keyOf(() => act(s, CR, "hero", oppAttack))).toBe("TEMPO.Turns.Error.AttackLimit");
    // but a non-attacking reaction still spends the last AP
    s = act(s, CR, "hero", defend);
    expect(s.combatants.hero!.ap).toBe(0);
    s = newRound(s, CR);
    expect(s.combatants.hero!.attacks).toBe(0);
    s = act(s, CR, "hero", strike);
    expect(s.combatants.hero!.attacks).toBe(1);
  });

  it("reactions spend AP outside one's turn, leaving less for the turn itself", () => {
    let s = fight();
    s = act(s, CR, "goblin", defend);
    s = act(s, CR, "goblin", oppAttack);
    expect(s.combatants.goblin).toMatchObject({ ap: 1, attacks: 1 });
    s = endTurn(endTurn(s, CR, "hero"), CR, "mage");
    expect(s.active).toBe("goblin");
    s = act(s, CR, "goblin", strike);
    expect(s.combatants.goblin).toMatchObject({ ap: 0, attacks: 2 });
    expect(keyOf(() => act(s, CR, "goblin", dash))).toBe("TEMPO.Turns.Error.NotEnoughAp");
    expect(keyOf(() => act(s, CR, "goblin", defend))).toBe("TEMPO.Turns.Error.NotEnoughAp");
  });

  it("'Reaction can always be taken, regardless of whose turn it is' (own turn too, and after it)", () => {
    let s = fight();
    s = act(s, CR, "hero", defend);
    s = endTurn(s, CR, "hero");
    s = act(s, CR, "hero", defend);
    expect(s.combatants.hero!.ap).toBe(1);
  });

  it("primary actions only on one's own turn", () => {
    const s = fight();
    expect(keyOf(() => act(s, CR, "mage", strike))).toBe("TEMPO.Turns.Error.NotYourTurn");
    expect(keyOf(() => endTurn(s, CR, "mage"))).toBe("TEMPO.Turns.Error.NotYourTurn");
    expect(keyOf(() => act(s, CR, "nobody", strike))).toBe("TEMPO.Turns.Error.UnknownCombatant");
    expect(keyOf(() => act(s, CR, "hero", { category: "major" }))).toBe("TEMPO.Turns.Error.UnknownCategory");
  });

  it("'you can only take one free action per round'", () => {
    let s = fight();
    s = act(s, CR, "mage", turnAction("free"));
    expect(s.combatants.mage!.ap).toBe(3);
    expect(keyOf(() => act(s, CR, "mage", turnAction("free")))).toBe("TEMPO.Turns.Error.FreeActionUsed");
    s = newRound(s, CR);
    expect(checkAction(s, CR, "mage", turnAction("free"))).toEqual({
      from: "free",
      amount: 0,
      payer: "mage",
    });
  });
});

describe("combat-roll turn flow", () => {
  it("Saving your turn: act right after the declared character, this round only", () => {
    let s = fight();
    s = saveTurn(s, CR, "hero", "goblin");
    expect(s.active).toBe("mage");
    expect(upcoming(s)).toEqual(["mage", "goblin", "hero"]);
    s = endTurn(s, CR, "mage");
    s = endTurn(s, CR, "goblin");
    expect(s.active).toBe("hero");
    // AP were not refilled by the resumed turn
    s = act(s, CR, "hero", dash);
    expect(s.combatants.hero!.ap).toBe(2);
    s = endTurn(s, CR, "hero");
    expect(s.round).toBe(2);
    expect(upcoming(s)).toEqual(["hero", "mage", "goblin"]);
  });

  it("saving is declared before acting, after someone who still has a turn; no delay in this ruleset", () => {
    let s = fight();
    expect(keyOf(() => saveTurn(s, CR, "hero", "hero"))).toBe("TEMPO.Turns.Error.SaveTarget");
    expect(keyOf(() => saveTurn(s, CR, "mage", "goblin"))).toBe("TEMPO.Turns.Error.NotYourTurn");
    expect(keyOf(() => delayTurn(s, CR, "hero"))).toBe("TEMPO.Turns.Error.DelayNotAllowed");
    const acted = act(s, CR, "hero", dash);
    expect(keyOf(() => saveTurn(acted, CR, "hero", "goblin"))).toBe("TEMPO.Turns.Error.SaveNotAllowed");
    s = endTurn(s, CR, "hero");
    expect(keyOf(() => saveTurn(s, CR, "mage", "hero"))).toBe("TEMPO.Turns.Error.SaveTarget");
  });

  it("Surprise: 'their turn is skipped and they can't take any actions or reactions' in the first round", () => {
    let s = startCombat(
      CR,
      [
        { id: "guard", initiative: 10, surprised: true },
        { id: "thief", initiative: 4 },
      ],
      scriptedDice([]),
    );
    expect(s.active).toBe("thief");
    expect(keyOf(() => act(s, CR, "guard", defend))).toBe("TEMPO.Turns.Error.Surprised");
    s = endTurn(s, CR, "thief");
    expect(s.round).toBe(2);
    expect(s.active).toBe("guard");
    expect(s.combatants.guard).toMatchObject({ ap: 3, surprised: false });
    s = act(s, CR, "guard", strike);
    expect(s.combatants.guard!.ap).toBe(2);
  });

  it("a defeated combatant is skipped", () => {
    let s = fight();
    s = setDefeated(s, CR, "mage", true);
    s = endTurn(s, CR, "hero");
    expect(s.active).toBe("goblin");
    expect(keyOf(() => act(s, CR, "mage", defend))).toBe("TEMPO.Turns.Error.Defeated");
    s = setDefeated(s, CR, "goblin", true);
    expect(s.round).toBe(2);
    expect(s.active).toBe("hero");
  });

  it("a combatant back in the fight during another's turn keeps the rest of the round (issue 14)", () => {
    let s = fight();
    s = setDefeated(s, CR, "goblin", true);
    s = endTurn(s, CR, "hero");
    s = endTurn(s, CR, "mage");
    // round 2 begins without the goblin; the GM restores it during the hero's turn
    expect(s.round).toBe(2);
    s = setDefeated(s, CR, "goblin", false);
    s = endTurn(s, CR, "hero");
    s = endTurn(s, CR, "mage");
    expect([s.round, s.active]).toEqual([2, "goblin"]);
    expect(s.combatants.goblin!.ap).toBe(3);
    // a combatant restored after its place has passed acts next
    let t = fight();
    t = setDefeated(t, CR, "hero", true);
    expect(t.active).toBe("mage");
    t = setDefeated(t, CR, "hero", false);
    t = endTurn(t, CR, "mage");
    expect([t.round, t.active]).toEqual([1, "hero"]);
  });

  it("the state is plain JSON and survives a round trip through a Combat document", () => {
    let s = fight();
    s = act(s, CR, "hero", strike);
    const stored = JSON.parse(JSON.stringify(s)) as TurnState;
    expect(stored).toEqual(s);
    expect(act(stored, CR, "hero", strike).combatants.hero!.attacks).toBe(2);
  });

  it("functions never change the state they are given", () => {
    const s = fight();
    const copy = JSON.parse(JSON.stringify(s)) as TurnState;
    act(s, CR, "hero", strike);
    endTurn(s, CR, "hero");
    saveTurn(s, CR, "hero", "goblin");
    expect(s).toEqual(copy);
  });
});
