import { ensure } from "../core/errors";

/**
 * Follow-ups of special combat actions that change later attack rolls, kept as marks on the combatant
 * who made them (so they end with that combatant's own actions):
 *  - grab (Grab, Hit): "The target is immobilized, takes a -2 penalty to hit until released";
 *    Great Success (5) "-2 penalty to any Break Grab or Escape Grab attempts"; Critical Success "unable to
 *    attack". Ends when released (at will), or broken by the target's Escape Grab or anyone's Break Grab.
 *  - feint (Feint, Hit): "+2 bonus to hit with your next attack against the target, provided it occurs on
 *    your next available action"; Great Success (5): "+2 bonus to damage".
 *  - distract (Distract Opponent, Hit): "-2 circumstance penalty to either his attack or defense against a
 *    specific ally, at your option. The penalty lasts until you act again." Critical Success: both.
 */
export type Mark =
  | {
      readonly kind: "grab";
      readonly target: string;
      readonly escapePenalty: boolean;
      readonly noAttack: boolean;
    }
  | { readonly kind: "feint"; readonly target: string; readonly damage: boolean }
  | {
      readonly kind: "distract";
      readonly target: string;
      readonly ally: string;
      readonly attack: boolean;
      readonly defense: boolean;
    };

/** Whether a stored value is a mark of one of the three kinds, with every field its kind needs. */
function isMark(value: unknown): value is Mark {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  if (typeof m.target !== "string") return false;
  if (m.kind === "grab") return typeof m.escapePenalty === "boolean" && typeof m.noAttack === "boolean";
  if (m.kind === "feint") return typeof m.damage === "boolean";
  if (m.kind === "distract")
    return typeof m.ally === "string" && typeof m.attack === "boolean" && typeof m.defense === "boolean";
  return false;
}

/** The marks a combatant holds, read from what was stored (anything malformed is dropped). */
export function storedMarks(value: unknown): Mark[] {
  return Array.isArray(value) ? value.filter(isMark) : [];
}

/** A mark with the combatant (actor) that holds it. */
export interface HeldMark {
  readonly source: string;
  readonly mark: Mark;
}

export const MARK_PENALTY = 2;

export interface MarkLine {
  /** "Grabbed", "Feint", "Distracted", "DistractedDefender", "GrabEscape". */
  readonly key: string;
  readonly value: number;
}

/**
 * What the marks in play do to an attack of `attacker` on `target` (a special action `maneuver`, if
 * any): the lines on the attack roll and the bonus to damage. Refused: the grabbed target of a
 * critical grab attacking.
 */
export function markModifiers(
  marks: readonly HeldMark[],
  attacker: string,
  target: string,
  maneuver = "",
): { lines: MarkLine[]; damage: number } {
  const lines: MarkLine[] = [];
  let damage = 0;
  for (const { source, mark } of marks) {
    if (mark.kind === "grab" && mark.target === attacker) {
      // Interpretation: "unable to attack" leaves the grabbed one its ways out (escape, break grab).
      const freeing = maneuver === "escapeGrab" || maneuver === "breakGrab";
      ensure(!mark.noAttack || freeing, "TEMPO.TimeCount.Error.GrabbedCannotAttack", {});
      lines.push({ key: "Grabbed", value: -MARK_PENALTY });
      if (mark.escapePenalty && freeing && source === target)
        lines.push({ key: "GrabEscape", value: -MARK_PENALTY });
    }
    if (mark.kind === "feint" && source === attacker && mark.target === target) {
      lines.push({ key: "Feint", value: MARK_PENALTY });
      if (mark.damage) damage += MARK_PENALTY;
    }
    if (mark.kind === "distract" && mark.target === attacker && mark.ally === target && mark.attack)
      lines.push({ key: "Distracted", value: -MARK_PENALTY });
    // "-2 ... to defense against a specific ally": the same as +2 on that ally's roll.
    if (mark.kind === "distract" && mark.target === target && mark.ally === attacker && mark.defense)
      lines.push({ key: "DistractedDefender", value: MARK_PENALTY });
  }
  return { lines, damage };
}

/**
 * Grab, Hit: "The target is immobilized ... until released". The immobility is the grab's own: it
 * holds while a grab in play holds `target` and ends with the last of them (release, escape, break
 * grab), leaving any other cause of immobility (a staple, paralysis) alone (issue 14).
 */
export function isGrabbed(marks: readonly HeldMark[], target: string): boolean {
  return marks.some(({ mark }) => mark.kind === "grab" && mark.target === target);
}

/** What a special action's card leaves behind when its maker completes the action. */
export interface MarkingCard {
  readonly maneuver: string;
  readonly hit: boolean;
  readonly critical: boolean;
  readonly margin: number;
  readonly target: string;
  /** Distract: the ally and the option chosen (critical: both). */
  readonly ally?: string;
  readonly distractOn?: "attack" | "defense";
}

/**
 * The marks `source` holds after completing an action: feints and distractions end ("next available
 * action", "until you act again"), grabs stay; a grab, feint or distract that hit adds its mark; an
 * Escape Grab that hit frees `source` from the grab its target holds, a Break Grab that hit breaks
 * the target's grabs (`released` lists the marks to drop from other combatants).
 */
export function marksAfterAction(
  held: readonly Mark[],
  card: MarkingCard | null,
): { marks: Mark[]; released: { holder: string; grabbing: "any" | "source" } | null } {
  const marks: Mark[] = held.filter((m) => m.kind === "grab");
  if (!card?.hit) return { marks, released: null };
  const great = card.margin >= 5;
  switch (card.maneuver) {
    case "grab":
      marks.push({ kind: "grab", target: card.target, escapePenalty: great, noAttack: card.critical });
      break;
    case "feint":
      marks.push({ kind: "feint", target: card.target, damage: great });
      break;
    case "distract":
      ensure(card.ally !== undefined && card.ally !== "", "TEMPO.TimeCount.Error.DistractNeedsAlly", {});
      marks.push({
        kind: "distract",
        target: card.target,
        ally: card.ally ?? "",
        attack: card.critical || card.distractOn !== "defense",
        defense: card.critical || card.distractOn === "defense",
      });
      break;
    case "escapeGrab":
      return { marks, released: { holder: card.target, grabbing: "source" } };
    case "breakGrab":
      return { marks, released: { holder: card.target, grabbing: "any" } };
  }
  return { marks, released: null };
}

/** The grabs a holder keeps once `released` (from `marksAfterAction`) applies to it. */
export function releaseGrabs(held: readonly Mark[], releasedBy: "any" | "source", source: string): Mark[] {
  return held.filter((m) => m.kind !== "grab" || (releasedBy === "source" && m.target !== source));
}
