import { toldHealth } from "../../health/ruled";
import { combatRoll } from "../../../engine/index";
import type { CardModifier, CardTest, Contest, DefenseKind, Marks } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { evaluateRoll } from "../../dice";
import type { OnCard } from "./card-roles";
import { allowedManeuvers, cardActor, mayActFor } from "./actors";
import { requireRole, writeCard } from "./card-write";
import { contestOf } from "./contest";
import { cardGear, crItem, crStats, loadoutOf, sheetSkills, styleCheck } from "./stats";
import { rollCardTest } from "./tests";
import { assertFit, combatRollTurnOf, spend, turnsUpdate } from "./turn-state";
import { assertChoiceStillOpen } from "./choice-window";
import type { TurnState } from "../../../engine/turns/index";

/**
 * The defender's choice (Step II), made before anyone rolls; then both tests (Step III). A defence
 * other than "none" is a reaction: 1 AP from the defender, in the same turn state write.
 * Writes: the combat (AP spent, Brace used) and the card.
 */
export const defend: OnCard<"defend"> = async (message, payload, requester) => {
  const card = contestOf(message);
  requireRole(card.target, requester, card.targetName);
  const kind = combatRoll.assertDefenseChoice(card, payload.kind);
  const attacker = cardActor(card.attacker);
  const defender = cardActor(card.target);
  // An unconscious or defeated defender may only not defend.
  if (kind !== "none") assertFit(defender);
  const e = combatRollTurnOf(defender);
  const braced = e ? e.marks.braced.includes(e.combatantId) : false;
  let combatChange: Record<string, unknown> | null = null;
  let stateAfter = e?.state ?? combatRollTurnOf(attacker)?.state ?? null;
  if (e && kind !== "none") {
    const state = spend(e, combatRoll.turnAction("defend"));
    stateAfter = state;
    combatChange = turnsUpdate(e.combat, state, combatRoll.withBrace(e.marks, e.combatantId, false));
  }
  const attackSkill = combatRoll.attackTest(card.attackKind, card.range);
  const attackAdj = combatRoll.sumModifiers(attackModsOf(card));
  // "Full Cover. Ranged attacks against a target with full cover automatically fail."
  const attackTest = attackAdj.autoFail
    ? combatRoll.automaticCardTest(attackSkill.skill, false)
    : await rollCardTest(attackSkill.skill, {
        // the Fighting Style that applies to the weapon struck with (its own value, else the shared one)
        skill: combatRoll.skillValue(sheetSkills(attacker, cardGear(attacker, card)), attackSkill),
        modifier: attackAdj.modifier,
        boonBane: attackAdj.boonBane,
      });
  const defenseMods =
    kind === "none"
      ? []
      : combatRoll.defenseModifiers({
          kind,
          vsRanged: card.range === "ranged",
          cover: combatRoll.isCover(card.cover) ? card.cover : "none",
          untrained: styleCheck(defender),
          braced,
        });
  const defenseTest = await defenseRoll(kind, defender, defenseMods);
  const next = combatRoll.withDefense(card, {
    kind,
    attackTest,
    defenseTest,
    defenseMods,
    blockRating: kind === "block" ? (combatRoll.shieldBlockRating(loadoutOf(defender)) ?? 0) : 0,
  });
  next.window = maneuverWindow(next, stateAfter, attacker, defender);
  if (e && combatChange) await e.combat.update(combatChange);
  await writeCard(message, next);
};

/**
 * A critical win opens the winner's maneuver choice, "part of the attack": it stays open until the winner
 * acts again or the turn ends (engine `choiceOpen`). Out of combat, or without a winner: never expires.
 */
function maneuverWindow(
  card: Contest,
  state: TurnState | null,
  attacker: Actor.Implementation,
  defender: Actor.Implementation,
): Contest["window"] {
  const winner = combatRoll.winnerOf(card);
  const winnerId = winner
    ? combatRollTurnOf(winner === "attacker" ? attacker : defender)?.combatantId
    : undefined;
  return state && winnerId ? combatRoll.windowOf(state, winnerId) : combatRoll.NO_WINDOW;
}

/** The attack's modifier lines (engine `storedAttackLines`: an older card carries only a Feint's boon). */
function attackModsOf(card: Contest): CardModifier[] {
  return combatRoll.storedAttackLines(card.attackMods, card.attackBoonBane);
}

async function defenseRoll(
  kind: DefenseKind,
  defender: Actor.Implementation,
  mods: readonly CardModifier[],
): Promise<CardTest> {
  // "If they do so, they automatically fail their defense test."
  if (kind === "none") return combatRoll.automaticCardTest("none", false);
  const test = combatRoll.defenseTest(kind);
  const adj = combatRoll.sumModifiers(mods);
  return rollCardTest(test.skill, {
    skill: combatRoll.skillValue(sheetSkills(defender), test),
    modifier: adj.modifier,
    boonBane: adj.boonBane,
  });
}

/**
 * The attacker's damage roll after a hit, a critical win or a block; mitigated at once by the
 * engine (armour, the block's BR, resistances, vulnerabilities). Precision maximizes the dice.
 * One write: the card.
 */
export const rollDamage: OnCard<"rollDamage"> = async (message, _payload, requester) => {
  const card = contestOf(message);
  combatRoll.assertDamageDue(card);
  requireRole(card.attacker, requester, card.attackerName);
  const roll = await evaluateRoll({ formula: card.damageFormula || "0", data: {} });
  const dice = roll.dice.map((d) => ({ faces: d.faces ?? 0, count: d.number ?? 0, results: d.results }));
  const amount = combatRoll.rolledDamage(dice, roll.total ?? 0, combatRoll.maximizesDamage(card));
  const defender = cardActor(card.target);
  await writeCard(
    message,
    combatRoll.withDamage(
      card,
      { formula: roll.formula, amount },
      combatRoll.defenderOf(loadoutOf(defender), card.damageType),
    ),
  );
};

/**
 * Applies the mitigated damage to the defender's Health Pool, once: the card is marked applied in
 * the same step, and a second request (a second click, another user) is refused.
 * Writes: the defender actor and the card.
 */
export const applyDamage: OnCard<"applyDamage"> = async (message, _payload, requester) => {
  const card = contestOf(message);
  if (!mayActFor(card.attacker, requester) && !mayActFor(card.target, requester))
    throw new RuleError("TEMPO.Error.NotAllowed");
  const defender = cardActor(card.target);
  const { card: next, health } = combatRoll.withDamageApplied(card, crStats(defender).health);
  // the card tells the damage; the health door adds what follows (Unconscious at 0, defeat)
  await defender.update({ "system.stats.combatRoll.health.value": health } as Actor.UpdateData, toldHealth());
  await writeCard(message, next);
};

/**
 * The critical winner's maneuver and its follow-up test (Size Matters for starred ones). Brace and a
 * passed Feint are remembered in the combat for the next test. Writes: the card (and the combat
 * for Brace / Feint).
 */
export const maneuver: OnCard<"maneuver"> = async (message, payload, requester) => {
  const card = contestOf(message);
  combatRoll.assertManeuverOpen(card);
  const { winner: winnerUuid, loser: loserUuid, winnerName } = combatRoll.winnerAndLoser(card);
  requireRole(winnerUuid, requester, winnerName);
  // "As part of the attack": refused once the winner has acted again or the turn has ended.
  assertChoiceStillOpen(card, "maneuver");
  const id = allowedManeuvers(card).find((m) => m === payload.maneuver);
  if (!id) throw new RuleError("TEMPO.CombatRoll.Error.ManeuverNotAllowed", { id: payload.maneuver });
  const winnerActor = cardActor(winnerUuid);
  assertFit(winnerActor);
  const loser = cardActor(loserUuid);
  const item = id === "disarm" ? disarmedItem(loser, payload.itemId) : null;
  // "It the item is a weapon held with two hands or a shield, the test is made with a boon."
  const followUp = combatRoll.maneuverFollowUp(
    id,
    { winnerSize: crStats(winnerActor).size, loserSize: crStats(loser).size },
    { disarmTwoHandedOrShield: item !== null && (item.type === "shield" || crItem(item).twoHanded) },
  );
  const tester = followUp.by === "winner" ? winnerActor : loser;
  const best = combatRoll.bestFollowUp(sheetSkills(tester), followUp.skills);
  let test = combatRoll.automaticCardTest("", false);
  if (followUp.by !== null && best) {
    test =
      followUp.test === "auto-pass" || followUp.test === "auto-fail"
        ? combatRoll.automaticCardTest(best.skill, followUp.test === "auto-pass")
        : await rollCardTest(best.skill, { skill: best.value, modifier: 0, boonBane: followUp.boonBane });
  }
  const next = combatRoll.withManeuver(card, {
    id,
    followUp,
    skill: best?.skill ?? "",
    test,
    item: item ? { id: item.id ?? "", name: item.name ?? "" } : null,
  });
  // A worked Brace or Feint is remembered in the combat for the winner's next test.
  const e = combatRollTurnOf(winnerActor);
  const marks = e
    ? combatRoll.maneuverMarks(e.marks, {
        id,
        succeeded: next.maneuver.succeeded,
        winner: e.combatantId,
        loser: combatRollTurnOf(loser)?.combatantId ?? "",
      })
    : null;
  if (e && marks) await e.combat.update(marksUpdate(marks));
  await writeCard(message, next);
};

/** Disarm: "Choose an item the target is holding." */
function disarmedItem(loser: Actor.Implementation, itemId: string): Item.Implementation {
  const item = combatRoll.heldGear(loadoutOf(loser)).some((i) => i.id === itemId)
    ? loser.items.get(itemId)
    : null;
  if (!item) throw new RuleError("TEMPO.CombatRoll.Error.ChooseHeldItem", { name: loser.name ?? "" });
  return item;
}

function marksUpdate(marks: Marks): Record<string, unknown> {
  return { "system.turns.marks": marks };
}
