import { combatRoll } from "../../../engine/index";
import type { Outcome } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { cardSystem } from "../../chat/card-guard";
import { ContestCardData } from "./card-data";
import { NO_TEST, type CardTest } from "./tests";

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

export type CardKind = "attack" | "opportunity" | "grapple" | "escape" | "test" | "surprise";

/** One combatant's test in the surprise contest (Stealth for a sneaker, Observation for an observer). */
export interface SurpriseRoll {
  name: string;
  sneaking: boolean;
  test: CardTest;
  surprised: boolean;
}

/** The plain data of a Combat Roll card (the `contest` ChatMessage's system). */
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
  attackKind: "strike" | "spell";
  range: "melee" | "ranged";
  damageFormula: string;
  damageType: string;
  targetsMind: boolean;
  attackBoonBane: number;
  cover: string;
  flanked: boolean;
  attackMods: CardModifier[];
  defenseMods: CardModifier[];
  /** The target's conditions when the attack was declared (status effects: Prone, Dazed...). */
  targetConditions: string[];
  trigger: string;
  offers: Offer[];
  rolls: SurpriseRoll[];
  options: string[];
  /** When the offer or the maneuver choice opened (see card-data.ts; engine `choiceOpen`). */
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

export const CONTEST_TYPE = "contest";

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

/** The card's data as a plain object, or a RuleError when the message is not a Combat Roll card. */
export function contestOf(message: ChatMessage.Implementation, kind: CardKind = "attack"): Contest {
  const system = cardSystem(message);
  if (!(system instanceof ContestCardData)) throw new RuleError("TEMPO.Error.MissingCard");
  const card = system.toObject() as unknown as Contest;
  if (card.kind !== kind) throw new RuleError("TEMPO.Error.MissingCard");
  return card;
}

/** Any Combat Roll card's data (for rendering), or null. */
export function anyContestOf(message: ChatMessage.Implementation): Contest | null {
  const system = cardSystem(message);
  return system instanceof ContestCardData ? (system.toObject() as unknown as Contest) : null;
}

export function outcomeOf(card: Contest): Outcome | null {
  const o = card.outcome;
  return o === "" ? null : (o as Outcome);
}

/** Who wins the maneuver after a critical win, if anyone. */
export function winnerOf(card: Contest): "attacker" | "defender" | null {
  if (card.kind !== "attack") return null;
  const o = outcomeOf(card);
  return o ? combatRoll.maneuverWinner(o) : null;
}
