// What a Die-Step character may do now, as its sheet's buttons and dialogs say it (seed 002 and
// Interpretations 44, 45): the refusals in their order, which move a dialog proposes.
// Plain values in, localization keys out: the shell only reads the sheet and the turn.
import type { MoveKind } from "./movement";
import { cannotActOf, type Standing } from "./standing";

const SHEET = "TEMPO.DieStep.Sheet.";

/** A spell's attack kinds: casting is not a physical action (Interpretation 45). */
export function isSpellAttack(attack: string): boolean {
  return attack === "spell" || attack === "physical-spell";
}

/** What the refusals read of a character now. */
export interface ActorNow {
  standing: Pick<Standing, "hp" | "wound" | "mounted">;
  helpless: boolean;
  /** Stunned: its stored stun or the Stunned status. */
  stunned: boolean;
  /** In a begun fight: whether its AP allow the action now; null outside a fight. */
  apAllow: boolean | null;
}

/** The action asked about. */
export interface ActionKind {
  /** A weapon attack, strike, grab or move: "cannot take any physical actions, including movement". */
  physical: boolean;
  /** It moves: the AP refusal names movement. */
  movement?: boolean;
  /** An unarmed strike or grab: "Riders cannot ... make unarmed attacks". */
  unarmed?: boolean;
}

/**
 * Why the character may not take the action now (a localization key), or null: a rider's unarmed attack;
 * knocked out, dead or mortally wounded; helpless for a physical action; then, in a fight only, stunned
 * (Interpretation 44) and the AP the action needs.
 */
export function actRefusal(now: ActorNow, kind: ActionKind): string | null {
  if (kind.unarmed === true && now.standing.mounted) return "TEMPO.DieStep.Error.RiderUnarmed";
  if (cannotActOf(now.standing)) return `${SHEET}CannotAct`;
  if (kind.physical && now.helpless) return `${SHEET}Helpless`;
  if (now.apAllow === null) return null;
  if (now.stunned) return `${SHEET}StunnedAct`;
  if (now.apAllow) return null;
  return kind.movement === true ? `${SHEET}NoMoveAp` : `${SHEET}NoAp`;
}

/** Knocked out: at 0 HP and not dead (the sheet says so). */
export function isKnockedOut(s: Pick<Standing, "hp" | "wound">): boolean {
  return s.hp === 0 && s.wound !== "dead";
}

/** The move a dialog proposes: standing up when on the ground and allowed, else the first allowed one. */
export function proposedMove(open: readonly MoveKind[], prone: boolean): MoveKind | undefined {
  return prone && open.includes("stand-up") ? "stand-up" : open[0];
}
