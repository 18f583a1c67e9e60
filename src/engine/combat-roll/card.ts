// A Combat Roll card's record: the contest as declared, then each step the rules add to it (the
// defender's choice, both tests, the outcome, the damage, the maneuver). Plain data: the shell stores
// it as a ChatMessage's system data and renders it; the steps that change it are in card-steps.ts.
import { maneuverWinner, type AttackKind, type AttackRange, type Outcome } from "./outcome";
import { evaluateTest, automaticTest, testTarget, type TestSpec } from "./test-model";

/** A test as the card stores it: every d20 rolled, the one kept, the target, passed and Successes. */
export interface CardTest {
  skill: string;
  formula: string;
  dice: number[];
  kept: number;
  target: number;
  passed: boolean;
  successes: number;
  automatic: boolean;
}

export const NO_TEST: CardTest = {
  skill: "",
  formula: "",
  dice: [],
  kept: 0,
  target: 0,
  passed: false,
  successes: 0,
  automatic: false,
};

/** A rolled test as the card stores it: all the d20s of `formula` go to `evaluateTest`. */
export function cardTest(skill: string, formula: string, dice: readonly number[], spec: TestSpec): CardTest {
  const result = evaluateTest(dice, spec);
  return {
    skill,
    formula,
    dice: [...dice],
    kept: result.kept ?? 0,
    target: testTarget(spec.skill, spec.modifier),
    passed: result.passed,
    successes: result.successes,
    automatic: false,
  };
}

/** A test the rules decide without a roll (no defence, Size Matters, full cover). */
export function automaticCardTest(skill: string, passed: boolean): CardTest {
  const result = automaticTest(passed);
  return { ...NO_TEST, skill, passed: result.passed, successes: result.successes, automatic: true };
}

/** One d20 of a test as a card lists it, and whether it is the die the test kept. */
export interface DieView {
  value: number;
  kept: boolean;
}

/**
 * Every d20 a test rolled, the kept one marked (a boon or bane rolls two dice). Empty for a single die
 * and for an automatic result. Only the first die equal to the kept value is marked.
 */
export function diceView(test: { dice: readonly number[]; kept: number; automatic: boolean }): DieView[] {
  if (test.automatic || test.dice.length < 2) return [];
  const keptAt = test.dice.indexOf(test.kept);
  return test.dice.map((value, i) => ({ value, kept: i === keptAt }));
}

/** A situational modifier as the card stores it (the engine's ModifierLine). */
export interface CardModifier {
  source: string;
  modifier: number;
  boonBane: number;
  autoFail: boolean;
}

/** A foe offered an opportunity attack, and whether it took it. */
export interface Offer {
  actor: string;
  combatantId: string;
  name: string;
  taken: boolean;
}

/** Every kind of Combat Roll card (the first is an attack's, the default). */
export const CARD_KINDS = ["attack", "opportunity", "grapple", "escape", "test", "surprise"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** One combatant's test in the surprise contest (Stealth for a sneaker, Observation for an observer). */
export interface SurpriseRoll {
  name: string;
  sneaking: boolean;
  test: CardTest;
  surprised: boolean;
}

/** The plain data of a Combat Roll card. */
export interface Contest {
  ruleset: string;
  kind: CardKind;
  opportunity: boolean;
  combatId: string;
  attacker: string;
  target: string;
  item: string;
  attackerName: string;
  targetName: string;
  itemName: string;
  attackKind: AttackKind;
  range: AttackRange;
  damageFormula: string;
  damageType: string;
  targetsMind: boolean;
  attackBoonBane: number;
  cover: string;
  flanked: boolean;
  attackMods: CardModifier[];
  defenseMods: CardModifier[];
  /** The target's conditions when the attack was declared (Prone, Dazed...). */
  targetConditions: string[];
  trigger: string;
  offers: Offer[];
  rolls: SurpriseRoll[];
  options: string[];
  /** When the offer or the maneuver choice opened (expiry.ts `choiceOpen`). */
  window: { round: number; active: string; actor: string; actions: number };
  defense: string;
  attackTest: CardTest;
  defenseTest: CardTest;
  outcome: string;
  blockRating: number;
  damage: {
    rolled: boolean;
    formula: string;
    roll: number;
    maximized: boolean;
    taken: number;
    armor: number;
    block: number;
    resistance: number;
    vulnerability: number;
  };
  applied: boolean;
  healthAfter: number;
  maneuver: {
    id: string;
    by: string;
    skill: string;
    sizeTest: string;
    test: CardTest;
    succeeded: boolean;
    itemId: string;
    itemName: string;
    applied: boolean;
  };
}

export function emptyDamage(): Contest["damage"] {
  return {
    rolled: false,
    formula: "",
    roll: 0,
    maximized: false,
    taken: 0,
    armor: 0,
    block: 0,
    resistance: 0,
    vulnerability: 0,
  };
}

export function emptyManeuver(): Contest["maneuver"] {
  return {
    id: "",
    by: "",
    skill: "",
    sizeTest: "",
    test: { ...NO_TEST },
    succeeded: false,
    itemId: "",
    itemName: "",
    applied: false,
  };
}

/** A new card of `kind` between two actors: every field at its start value, then `data`. */
export function newContest(
  kind: CardKind,
  data: Pick<Contest, "combatId" | "attacker" | "target" | "attackerName" | "targetName"> & Partial<Contest>,
): Contest {
  return {
    ruleset: "combat-roll",
    kind,
    opportunity: false,
    item: "",
    itemName: "",
    attackKind: "strike",
    range: "melee",
    damageFormula: "",
    damageType: "crushing",
    targetsMind: false,
    attackBoonBane: 0,
    cover: "none",
    flanked: false,
    attackMods: [],
    defenseMods: [],
    targetConditions: [],
    trigger: "",
    offers: [],
    rolls: [],
    options: [],
    window: { round: 0, active: "", actor: "", actions: 0 },
    defense: "",
    attackTest: { ...NO_TEST },
    defenseTest: { ...NO_TEST },
    outcome: "",
    blockRating: 0,
    damage: emptyDamage(),
    applied: false,
    healthAfter: 0,
    maneuver: emptyManeuver(),
    ...data,
  };
}

/** The card's Step III outcome, or null before both tests are rolled. */
export function outcomeOf(card: Contest): Outcome | null {
  const o = card.outcome;
  return o === "" ? null : (o as Outcome);
}

/** Who wins the maneuver after a critical win of an attack card, if anyone. */
export function winnerOf(card: Contest): "attacker" | "defender" | null {
  if (card.kind !== "attack") return null;
  const o = outcomeOf(card);
  return o ? maneuverWinner(o) : null;
}

/** The actor uuids of the critical winner and the loser (both "" without a critical win). */
export function winnerAndLoser(card: Contest): { winner: string; loser: string; winnerName: string } {
  const winner = winnerOf(card);
  if (winner === "attacker")
    return { winner: card.attacker, loser: card.target, winnerName: card.attackerName };
  if (winner === "defender")
    return { winner: card.target, loser: card.attacker, winnerName: card.targetName };
  return { winner: "", loser: "", winnerName: "" };
}
