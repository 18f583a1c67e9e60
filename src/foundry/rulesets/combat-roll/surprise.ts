import { takeRolls } from "../../dice";
import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { assertGM } from "../../permissions";
import type { ClockAction } from "../definition";
import type { CardTest, SurpriseRoll } from "../../../engine/combat-roll/index";
import { CONTEST_TYPE } from "./contest";
import { side } from "./opportunity";
import { sheetSkills } from "./stats";
import { rollCardTest } from "./tests";
import { readTurns } from "./turn-state";

const SIDES: Readonly<Record<string, number>> = { friendly: 1, hostile: -1 };

async function rollSkill(c: Combatant.Implementation, skill: "stealth" | "observation"): Promise<CardTest> {
  const actor = c.actor;
  const value = actor ? combatRoll.plainSkillValue(sheetSkills(actor), skill) : 0;
  return rollCardTest(skill, { skill: value, modifier: 0, boonBane: 0 });
}

/**
 * "Determine Surprise": before the combat begins, the GM names the side that sneaks up (by token
 * disposition: friendly or hostile); each of its combatants rolls Stealth once, each combatant of the other
 * side Observation once (neutral tokens take no part), and engine `surpriseContest` decides who is
 * surprised. Writes: every participant's `surprised` (the sneakers never) in ONE
 * `updateEmbeddedDocuments("Combatant", …)`
 * (the turn engine then skips their first turn), and the card listing the tests.
 */
export const runSurprise: ClockAction = async (combat, payload, requester) => {
  assertGM(requester);
  if (readTurns(combat)) throw new RuleError("TEMPO.CombatRoll.Error.AlreadyStarted");
  const sneaking = SIDES[String(payload.side)];
  if (sneaking === undefined) throw new RuleError("TEMPO.CombatRoll.Error.SurpriseSide");
  const fighters = combat.turns.filter((c) => c.actor !== null);
  const sneakers = fighters.filter((c) => side(c) === sneaking);
  const observers = fighters.filter((c) => side(c) === -sneaking);
  // The engine refuses a contest without either side before anything is rolled.
  if (sneakers.length === 0) throw new RuleError(combatRoll.CR_ERR.NoSneakers);
  if (observers.length === 0) throw new RuleError(combatRoll.CR_ERR.NoObservers);
  // One test each, in the tracker's order: the sneakers first (one after the other: the dice stay in order).
  const stealth: CardTest[] = [];
  for (const c of sneakers) stealth.push(await rollSkill(c, combatRoll.SNEAK_SKILL));
  const observation: CardTest[] = [];
  for (const c of observers) observation.push(await rollSkill(c, combatRoll.OBSERVE_SKILL));
  const results = combatRoll.surpriseContest(
    sneakers.map((c, i) => ({ id: c.id ?? "", test: stealth[i]! })),
    observers.map((c, i) => ({ id: c.id ?? "", test: observation[i]! })),
  );
  const rolls: SurpriseRoll[] = [
    ...sneakers.map((c, i) => ({ name: c.name ?? "", sneaking: true, test: stealth[i]!, surprised: false })),
    ...observers.map((c, i) => ({
      name: c.name ?? "",
      sneaking: false,
      test: observation[i]!,
      surprised: results[sneakers.length + i]?.surprised ?? false,
    })),
  ];
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
    results.map((r) => ({ _id: r.id, system: { surprised: r.surprised } })),
  );
  await ChatMessage.create({ type: CONTEST_TYPE, system: card, rolls: takeRolls() });
};
