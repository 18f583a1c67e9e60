import { takeRolls } from "../../dice";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { assertGM } from "../../permissions";
import { oneOf, text, type PayloadOf } from "../../actions/index";
import type { CardTest } from "../../../engine/combat-roll/index";
import { CONTEST_TYPE } from "./contest";
import { side } from "./opportunity";
import { sheetSkills } from "./stats";
import { rollPlainTest } from "./tests";
import { readTurns } from "./turn-state";

const SIDES = { friendly: 1, hostile: -1 } as const;
/** The surprise button's payload: the combat, and the side that sneaks up (by token disposition). */
export const SURPRISE = { combatId: text(), side: oneOf(["friendly", "hostile"]) };

async function rollSkill(c: Combatant.Implementation, skill: "stealth" | "observation"): Promise<CardTest> {
  const actor = c.actor;
  const value = actor ? combatRoll.plainSkillValue(sheetSkills(actor), skill) : 0;
  return rollPlainTest(skill, value);
}

/**
 * "Determine Surprise": before the combat begins, the GM names the side that sneaks up (by token
 * disposition: friendly or hostile); each of its combatants rolls Stealth once, each combatant of the other
 * side Observation once (neutral tokens take no part), and engine `surpriseContest` decides who is
 * surprised. Writes: every participant's `surprised` (the sneakers never) in ONE
 * `updateEmbeddedDocuments("Combatant", …)`
 * (the turn engine then skips their first turn), and the card listing the tests.
 */
export async function runSurprise(
  combat: Combat.Implementation,
  payload: PayloadOf<typeof SURPRISE>,
  requester: User.Implementation,
): Promise<void> {
  assertGM(requester);
  if (readTurns(combat)) throw new RuleError("TEMPO.CombatRoll.Error.AlreadyStarted");
  const sneaking = SIDES[payload.side];
  const fighters = combat.turns.filter((c) => c.actor !== null);
  const sneakers = fighters.filter((c) => side(c) === sneaking);
  const observers = fighters.filter((c) => side(c) === -sneaking);
  // The engine refuses a contest without either side before anything is rolled.
  if (sneakers.length === 0) throw new RuleError(combatRoll.CR_ERR.NoSneakers);
  if (observers.length === 0) throw new RuleError(combatRoll.CR_ERR.NoObservers);
  // One test each, in the tracker's order: the sneakers first (one after the other: the dice stay in order).
  const roll = async (list: Combatant.Implementation[], skill: "stealth" | "observation") => {
    const tests = [];
    for (const c of list)
      tests.push({
        id: c.id ?? "",
        name: c.name ?? "",
        actor: c.actor?.uuid ?? "",
        test: await rollSkill(c, skill),
      });
    return tests;
  };
  const stealth = await roll(sneakers, combatRoll.SNEAK_SKILL);
  const { verdicts, rolls } = combatRoll.surpriseRolls(
    stealth,
    await roll(observers, combatRoll.OBSERVE_SKILL),
  );
  const card = combatRoll.newContest("surprise", {
    combatId: combat.id ?? "",
    attacker: "",
    target: "",
    attackerName: "",
    targetName: "",
    trigger: sneaking > 0 ? "friendly" : "hostile",
    rolls,
  });
  await combat.updateEmbeddedDocuments(
    "Combatant",
    verdicts.map((r) => ({ _id: r.id, system: { surprised: r.surprised } })),
  );
  await ChatMessage.create({ type: CONTEST_TYPE, system: card, rolls: takeRolls() });
}
