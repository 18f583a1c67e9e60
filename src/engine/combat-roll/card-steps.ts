// The steps of a Combat Roll card (seed 003, "Attacking & Defending"): what each one needs of the card
// before it may happen, and the card after it. Pure: the shell rolls the dice, reads the actors and
// writes the result.
import { ensure } from "../core/errors";
import { outcomeOf, winnerOf, type CardModifier, type CardTest, type Contest, type Offer } from "./card";
import { assertGrappleDefense, contestWinner, grappleHolds, type GrappleDefenseSkill } from "./contest";
import { maneuverCondition, type ConditionId } from "./conditions";
import { applyDamage, isDamageType, mitigation, type Defender, type Health } from "./damage";
import { CR_ERR } from "./errors";
import { outcome, attackerRollsDamage, isDefenseKind, type DefenseKind } from "./outcome";
import { availableManeuvers, precisionDamage, type FollowUp, type ManeuverId } from "./maneuvers";
import { hasShieldOrHeavy, heldGear, type Loadout } from "./loadout";
import { feintKey, withBrace, withFeint, withoutFeintsOf, type Marks } from "./marks";

const NOTHING_TO_APPLY = "TEMPO.Error.NothingToApply";

/** Step II: the defence the target chose, once, among those the card offered. */
export function assertDefenseChoice(card: Contest, kind: string): DefenseKind {
  ensure(card.defense === "", CR_ERR.AlreadyDone);
  ensure(isDefenseKind(kind) && card.options.includes(kind), CR_ERR.DefenseNotAllowed, { kind });
  return kind;
}

/**
 * Step III on the card: the defence, both tests and the defender's modifiers; the outcome follows. A
 * Block keeps the shield's Block Rating for the damage ("add your BR to your AR against the triggering
 * attack").
 */
export function withDefense(
  card: Contest,
  step: {
    kind: DefenseKind;
    attackTest: CardTest;
    defenseTest: CardTest;
    defenseMods: CardModifier[];
    blockRating: number;
  },
): Contest {
  const { kind, attackTest, defenseTest } = step;
  const result = outcome({
    attack: attackTest,
    defense: { kind, passed: defenseTest.passed, successes: defenseTest.successes },
  });
  return {
    ...card,
    defense: kind,
    attackTest,
    defenseTest,
    defenseMods: step.defenseMods,
    outcome: result,
    blockRating: kind === "block" ? step.blockRating : 0,
  };
}

/** Whether the attacker may roll damage now: a hit, a critical win or a block, once. */
export function damageDue(card: Contest): boolean {
  const o = outcomeOf(card);
  return o !== null && attackerRollsDamage(o) && !card.damage.rolled;
}

/** Throws unless the attacker may roll the card's damage now. */
export function assertDamageDue(card: Contest): void {
  ensure(damageDue(card), NOTHING_TO_APPLY);
}

/** Precision: "the damage die is maximized". */
export function maximizesDamage(card: Contest): boolean {
  return card.maneuver.id === "precision";
}

/** The dice of a damage roll as the shell reads them from its Roll. */
export interface RolledDice {
  faces: number;
  count: number;
  results: readonly { result: number; active?: boolean }[];
}

/**
 * The damage a roll deals (never below 0). Maximized (Precision): every die at its highest face, and the
 * roll's flat part (its total less its dice) kept, a negative one included ("1d8-1" deals 7).
 */
export function rolledDamage(dice: readonly RolledDice[], total: number, maximized: boolean): number {
  if (!maximized) return Math.max(0, total);
  const diceSum = dice.reduce(
    (sum, d) => sum + d.results.reduce((s, r) => s + (r.active === false ? 0 : r.result), 0),
    0,
  );
  const highest = precisionDamage(dice.map((d) => ({ faces: d.faces, count: d.count })));
  return Math.max(0, highest + total - diceSum);
}

/** The card after the damage roll, mitigated at once (armour, the block's BR, resistances, vulnerabilities). */
export function withDamage(
  card: Contest,
  roll: { formula: string; amount: number },
  defender: Defender,
): Contest {
  assertDamageDue(card);
  const type = isDamageType(card.damageType) ? card.damageType : "crushing";
  const m = mitigation(
    { amount: roll.amount, type },
    { ...defender, blocked: card.outcome === "blocked", blockRating: card.blockRating },
  );
  return {
    ...card,
    damage: {
      rolled: true,
      formula: roll.formula,
      roll: roll.amount,
      maximized: maximizesDamage(card),
      ...m,
    },
  };
}

/** The card's damage on the defender's Health Pool, once: the card marked applied, and Health after. */
export function withDamageApplied(card: Contest, health: Health): { card: Contest; health: number } {
  ensure(card.damage.rolled, NOTHING_TO_APPLY);
  ensure(!card.applied, "TEMPO.Error.AlreadyApplied");
  const current = Math.max(0, Math.min(health.value, health.max));
  const after = applyDamage({ value: current, max: health.max }, card.damage.taken);
  return { card: { ...card, applied: true, healthAfter: after.value }, health: after.value };
}

/** Throws unless the card has a critical winner who has not chosen a maneuver yet. */
export function assertManeuverOpen(card: Contest): void {
  ensure(winnerOf(card) !== null && card.maneuver.id === "", CR_ERR.AlreadyDone);
}

/**
 * Whether a maneuver worked: the target must FAIL its test (Bash, Disarm, Push, Trip), the winner must
 * pass its own (Feint); Brace and Precision have no test and always work.
 */
export function maneuverWorked(by: FollowUp["by"], passed: boolean): boolean {
  if (by === null) return true;
  return by === "winner" ? passed : !passed;
}

/** The card after the winner's maneuver and its follow-up test (Disarm: the item chosen). */
export function withManeuver(
  card: Contest,
  m: {
    id: ManeuverId;
    followUp: FollowUp;
    skill: string;
    test: CardTest;
    item: { id: string; name: string } | null;
  },
): Contest {
  return {
    ...card,
    maneuver: {
      id: m.id,
      by: m.followUp.by ?? "",
      skill: m.skill,
      sizeTest: m.followUp.test,
      test: m.test,
      succeeded: maneuverWorked(m.followUp.by, m.test.passed),
      itemId: m.item?.id ?? "",
      itemName: m.item?.name ?? "",
      applied: false,
    },
  };
}

/**
 * The marks a worked Brace or Feint leaves for later ("Your next Defense test gains a boon"; "If your
 * next action is a Strike against the same target"), or null when the maneuver leaves none.
 */
export function maneuverMarks(
  marks: Marks,
  m: { id: ManeuverId; succeeded: boolean; winner: string; loser: string },
): Marks | null {
  if (!m.succeeded) return null;
  if (m.id === "brace") return withBrace(marks, m.winner, true);
  if (m.id === "feint") return withFeint(marks, m.winner, m.loser);
  return null;
}

/**
 * A Strike's use of a pending Feint: it gains the boon only against the Feint's target, and any next
 * action ends every Feint of the attacker.
 */
export function strikeFeint(
  marks: Marks,
  s: { attacker: string; target: string; attackKind: "strike" | "spell" },
): { feint: boolean; marks: Marks } {
  const feint = s.attackKind === "strike" && marks.feints.includes(feintKey(s.attacker, s.target));
  return { feint, marks: withoutFeintsOf(marks, s.attacker) };
}

/** The condition a worked maneuver put on the loser, when the card has not applied it yet (else null). */
export function pendingCondition(card: Contest): ConditionId | null {
  if (winnerOf(card) === null || !card.maneuver.succeeded || card.maneuver.applied) return null;
  return card.maneuver.id === "" ? null : maneuverCondition(card.maneuver.id as ManeuverId);
}

/** What an attack card offers next, from its data alone. */
export function cardStage(card: Contest) {
  return {
    waiting: card.defense === "",
    canRollDamage: damageDue(card),
    canApply: card.damage.rolled && !card.applied,
    chooseManeuver: winnerOf(card) !== null && card.maneuver.id === "",
    canApplyCondition: pendingCondition(card) !== null,
    // Push is a one-off move: no condition stays, the card says what happens
    pushedBack: card.maneuver.id === "push" && card.maneuver.succeeded,
  };
}

/** What the critical winner may choose now: the maneuvers allowed, the loser's held items a Disarm may take. */
export interface ManeuverChoices {
  maneuvers: ManeuverId[];
  disarmItems: { id: string; name: string }[];
}

/**
 * The critical winner's choices on an attack card: none once a maneuver is chosen; the starred ones need a
 * shield or a heavy weapon in the winner's hands, Precision a weapon Strike whose damage is not rolled yet,
 * and Disarm one of the items the loser holds. Each side's gear is read only when it matters.
 */
export function maneuverChoices(card: Contest, winner: () => Loadout, loser: () => Loadout): ManeuverChoices {
  const by = winnerOf(card);
  if (!by || card.maneuver.id !== "") return { maneuvers: [], disarmItems: [] };
  const maneuvers = availableManeuvers({
    winnerHasShieldOrHeavy: hasShieldOrHeavy(winner()),
    winnerStruckWithWeapon: by === "attacker" && card.attackKind === "strike" && !card.damage.rolled,
  });
  if (!maneuvers.includes("disarm")) return { maneuvers, disarmItems: [] };
  return { maneuvers, disarmItems: heldGear(loser()).map(({ id, name }) => ({ id, name })) };
}

export type CardRole = "defender" | "attacker" | "either" | "winner";

/**
 * Whose owners may use each kind of button on the card (actor uuids): the defender's choice, the
 * attacker's damage roll, the damage's application (either side), the critical winner's maneuver.
 */
export function cardRoles(card: Contest): Record<CardRole, string[]> {
  const winner = winnerOf(card);
  return {
    defender: [card.target],
    attacker: [card.attacker],
    either: [card.attacker, card.target],
    winner: winner === "attacker" ? [card.attacker] : winner === "defender" ? [card.target] : [],
  };
}

/** The Grapple card: the target's choice of skill, once (Athletics or Acrobatics). */
export function assertGrappleChoice(card: Contest, skill: string): GrappleDefenseSkill {
  ensure(card.defense === "", CR_ERR.AlreadyDone);
  return assertGrappleDefense(skill);
}

/** The Grapple card after both tests: who won the contest, and whether the hold took (the grappler won). */
export function withGrappleResult(
  card: Contest,
  r: { skill: GrappleDefenseSkill; attackTest: CardTest; defenseTest: CardTest },
): Contest {
  const winner = contestWinner(r.attackTest, r.defenseTest);
  return {
    ...card,
    defense: r.skill,
    attackTest: r.attackTest,
    defenseTest: r.defenseTest,
    outcome: winner,
    applied: grappleHolds(winner),
  };
}

/** An opportunity card's offer to `combatantId`, while it is untaken. */
export function openOffer(card: Contest, combatantId: string): Offer {
  const offer = card.offers.find((o) => o.combatantId === combatantId);
  ensure(offer !== undefined && !offer.taken, CR_ERR.AlreadyDone);
  return offer;
}

/** The opportunity card once `combatantId` took its offer. */
export function withOfferTaken(card: Contest, combatantId: string): Contest {
  return {
    ...card,
    offers: card.offers.map((o) => (o.combatantId === combatantId ? { ...o, taken: true } : o)),
  };
}
