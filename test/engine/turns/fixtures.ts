import { scriptedDice } from "../../../src/engine/core/dice";
import { COMBAT_ROLL_TURNS, startCombat, type TurnState } from "../../../src/engine/turns/index";

/** A Combat Roll fight of three: hero 9, mage 7, goblin 5; no ties, so no die is asked for. */
export function heroMageGoblin(): TurnState {
  return startCombat(
    COMBAT_ROLL_TURNS,
    [
      { id: "hero", initiative: 9 },
      { id: "goblin", initiative: 5 },
      { id: "mage", initiative: 7 },
    ],
    scriptedDice([]),
  );
}
