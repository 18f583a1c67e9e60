import { ensure } from "../core/errors";
import type { TurnState } from "../turns/index";
import { winnerOf, type Contest } from "./card";
import { CR_ERR } from "./errors";

/**
 * The moment a card's choice was opened, and what has happened since, as the turn engine keeps it: the
 * round, whose turn it is, and how many actions (of any category) the one whose doing it is has taken
 * this round. An opportunity offer is opened by the mover's exposing act; a maneuver choice by the
 * critical win, for its winner. Round 0: out of combat, where nothing expires.
 */
export interface ChoiceWindow {
  round: number;
  active: string;
  /** The mover (offer) or the critical winner (maneuver): its combatant id. */
  actor: string;
  /** That combatant's actions taken this round when the window opened. */
  actions: number;
}

/** Out of combat: a card's choice never expires (`choiceOpen`, round 0). */
export const NO_WINDOW: ChoiceWindow = { round: 0, active: "", actor: "", actions: 0 };

/**
 * The acts of its own a combatant has taken this round: its actions of every category but Defend (the
 * turn engine's `taken`). A Defend answers another's attack (issue 30: the mover blocking one foe's
 * opportunity attack is no new act of its, so the other foes' offers for the same move stay open).
 */
export function actionsTaken(c: { taken?: Readonly<Record<string, number>> } | undefined): number {
  return Object.entries(c?.taken ?? {}).reduce(
    (sum, [category, n]) => (category === "defend" ? sum : sum + n),
    0,
  );
}

/**
 * Whether a card's choice may still be taken (issue 14). "A creature provokes an opportunity attack when
 * it performs one of the following actions": the offer answers that one exposure, so it closes once the
 * mover does anything else (its actions count moves on) or the turn it happened in ends (another active
 * combatant, another round). "The winner can attempt a maneuver against the loser as part of the attack":
 * it closes once the winner does anything else or the turn of the attack ends. Rolling and applying the
 * attack's damage are part of the attack, not actions, so they do not close it.
 */
export function choiceOpen(opened: ChoiceWindow, now: ChoiceWindow): boolean {
  if (opened.round === 0) return true;
  return opened.round === now.round && opened.active === now.active && opened.actions === now.actions;
}

/** Throws `ChoiceExpired` when the choice is closed (the card's button is refused). */
export function assertChoiceOpen(opened: ChoiceWindow, now: ChoiceWindow, what: "offer" | "maneuver"): void {
  ensure(choiceOpen(opened, now), what === "offer" ? CR_ERR.OfferExpired : CR_ERR.ManeuverExpired);
}

/** The window a card's choice opens now in `state`, for `combatantId` (the mover, or the critical winner). */
export function windowOf(state: TurnState, combatantId: string): ChoiceWindow {
  return {
    round: state.round,
    active: state.active ?? "",
    actor: combatantId,
    actions: actionsTaken(state.combatants[combatantId]),
  };
}

/** Whether the card still offers a choice whose window matters: an untaken offer, a pending maneuver. */
export function hasPendingChoice(card: Contest): boolean {
  if (card.kind === "opportunity") return card.offers.some((o) => !o.taken);
  return card.kind === "attack" && winnerOf(card) !== null && card.maneuver.id === "";
}
