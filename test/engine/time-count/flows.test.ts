import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/engine/core/dice";
import { combatAction, actionSpeedFactor } from "../../../src/engine/time-count/actions";
import { resolveAttack } from "../../../src/engine/time-count/attack";
import { fumble } from "../../../src/engine/time-count/damage";
import { targetedDefense } from "../../../src/engine/time-count/defenses";
import { formatDiceTerm, maxDiceTerm, parseDiceTerm } from "../../../src/engine/time-count/dice-terms";
import { rollInitiative } from "../../../src/engine/time-count/initiative";
import { combinedSpeedFactor } from "../../../src/engine/time-count/speed";
import { combatant, completeAction, createTimeline, nextUp } from "../../../src/engine/time-count/timeline";

describe("a fight's pieces working together", () => {
  it("a surprised combatant defends with Passive until it first acts", () => {
    const init = rollInitiative({ surprised: true }, scriptedDice([1, 2]));
    expect(init).toEqual({ total: 7, die: 1, surpriseDie: 2, unsteady: true });
    const tl = createTimeline([{ id: "guard", initiative: init.total, unsteady: init.unsteady }]);
    const defense = (t: typeof tl): string =>
      targetedDefense(
        undefined,
        { unsteady: combatant(t, "guard").unsteady, wieldingMeleeWeapon: true },
        true,
      );
    expect(defense(tl)).toBe("passive");
    expect(defense(completeAction(tl, "guard", 9))).toBe("primary");
  });

  it("a fumble ends the turn, adds 1d6 to the weapon SF and leaves the fumbler unsteady", () => {
    const tl = createTimeline([{ id: "garret", initiative: 7 }]);
    const attack = resolveAttack({ natural: 1, total: 8, defense: 12 });
    expect(attack.fumble).toBe(true);
    const f = fumble(9, scriptedDice([3]));
    const after = completeAction(tl, "garret", f.speedFactor, {
      unsteady: f.unsteady,
    });
    expect(combatant(after, "garret")).toMatchObject({
      next: 19,
      unsteady: true,
    });
  });

  // Footnote 2: "This action does not take a turn on its own. Instead, add the SF of this action to that of
  // whatever other action you perform."
  it("concentrating on a spell while attacking adds 1 to the attack's SF", () => {
    const tl = createTimeline([{ id: "mage", initiative: 6 }]);
    const ctx = { mode: "static" as const, weaponSpeedFactor: 6 };
    const attack = actionSpeedFactor(combatAction("attack").speed, ctx, scriptedDice([]));
    const concentrate = actionSpeedFactor(combatAction("concentrate").speed, ctx, scriptedDice([]));
    const mount = actionSpeedFactor(combatAction("controlFrightenedMount").speed, ctx, scriptedDice([]));
    const after = completeAction(tl, "mage", combinedSpeedFactor(attack, [concentrate, mount]));
    expect(nextUp(after).count).toBe(6 + 6 + 1 + 2);
  });
});

describe("dice terms", () => {
  it("parses and formats formulas", () => {
    expect(parseDiceTerm("1d6+3")).toEqual({ count: 1, faces: 6, bonus: 3 });
    expect(parseDiceTerm("2d4 - 1")).toEqual({ count: 2, faces: 4, bonus: -1 });
    expect(formatDiceTerm({ count: 1, faces: 8, bonus: -1 })).toBe("1d8-1");
    expect(maxDiceTerm(parseDiceTerm("1d12+16"))).toBe(28);
    expect(() => parseDiceTerm("d6")).toThrow(/InvalidFormula/);
  });
});
