import { bench, describe } from "vitest";
import { seededDice } from "../src/engine/core/dice";
import {
  COMBAT_ROLL_TURNS as CR,
  act,
  endTurn,
  startCombat,
  type TurnState,
} from "../src/engine/turns/index";

const inputs = Array.from({ length: 20 }, (_, i) => ({
  id: `c${i}`,
  initiative: (i * 7) % 9,
  modifier: i % 3,
}));

describe("turn engine (combat-roll)", () => {
  bench("start a 20-combatant fight (with tie roll-offs)", () => {
    startCombat(CR, inputs, seededDice(1));
  });

  bench("10 rounds: each combatant strikes twice, dashes, ends its turn", () => {
    let s: TurnState = startCombat(CR, inputs, seededDice(2));
    while (s.round <= 10) {
      const id = s.active!;
      s = act(s, CR, id, { category: "primary", attack: true });
      s = act(s, CR, id, { category: "primary", attack: true });
      s = act(s, CR, id, { category: "primary" });
      s = endTurn(s, CR, id);
    }
  });
});
