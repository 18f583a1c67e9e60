import { combatRoll } from "../../../engine/index";
import type { DefenseKind, ManeuverId, Outcome } from "../../../engine/combat-roll/index";
import { RuleError } from "../../../engine/core/errors";
import { ContestCardData } from "./card-data";
import { NO_TEST, type CardTest } from "./tests";

/** The plain data of a Combat Roll card (the `contest` ChatMessage's system). */
export interface Contest {
  ruleset: string;
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
  options: string[];
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
  maneuver: { id: string; by: string; skill: string; sizeTest: string; test: CardTest; succeeded: boolean };
}

export const CONTEST_TYPE = "contest";
export const CARD_TEMPLATE = "systems/tempo/templates/combat-roll/card.hbs";

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
  return { id: "", by: "", skill: "", sizeTest: "", test: { ...NO_TEST }, succeeded: false };
}

/** The card's data as a plain object, or a RuleError when the message is not a Combat Roll card. */
export function contestOf(message: ChatMessage.Implementation): Contest {
  const system: unknown = message.system;
  if (!(system instanceof ContestCardData)) throw new RuleError("TEMPO.Error.MissingCard");
  return system.toObject() as unknown as Contest;
}

export function outcomeOf(card: Contest): Outcome | null {
  const o = card.outcome;
  return o === "" ? null : (o as Outcome);
}

/** Who wins the maneuver after a critical win, if anyone. */
export function winnerOf(card: Contest): "attacker" | "defender" | null {
  const o = outcomeOf(card);
  return o ? combatRoll.maneuverWinner(o) : null;
}

/** What the card template shows; `maneuvers` lists the ones the winner may choose now. */
export function cardContext(card: Contest, maneuvers: readonly ManeuverId[]) {
  const outcome = outcomeOf(card);
  const winner = winnerOf(card);
  const waiting = card.defense === "";
  return {
    card,
    waiting,
    defenses: combatRoll.DEFENSE_KINDS.map((kind: DefenseKind) => ({
      kind,
      label: `TEMPO.CombatRoll.Defense.${kind}`,
      allowed: card.options.includes(kind),
    })),
    defenseLabel: card.defense ? `TEMPO.CombatRoll.Defense.${card.defense}` : "",
    outcomeLabel: outcome ? `TEMPO.CombatRoll.Outcome.${outcome}` : "",
    damageType: `TEMPO.CombatRoll.DamageType.${card.damageType}`,
    canRollDamage: outcome !== null && combatRoll.attackerRollsDamage(outcome) && !card.damage.rolled,
    canApply: card.damage.rolled && !card.applied,
    winner,
    winnerName: winner === "attacker" ? card.attackerName : winner === "defender" ? card.targetName : "",
    chooseManeuver: winner !== null && card.maneuver.id === "",
    maneuvers: combatRoll.MANEUVER_IDS.map((id) => ({
      id,
      label: `TEMPO.CombatRoll.Maneuver.${id[0]!.toUpperCase()}${id.slice(1)}.Name`,
      allowed: maneuvers.includes(id),
    })),
    maneuverLabel: card.maneuver.id
      ? `TEMPO.CombatRoll.Maneuver.${card.maneuver.id[0]!.toUpperCase()}${card.maneuver.id.slice(1)}`
      : "",
  };
}

/** The card's HTML: one function for creation and every change, so every client sees the same card. */
export async function renderContest(card: Contest, maneuvers: readonly ManeuverId[]): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, cardContext(card, maneuvers));
}
