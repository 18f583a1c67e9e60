// What a character's stored state means for the rules (seed 002): whether it may act, whether it owes
// its survival roll and may roll it now, its state as a roller, whom it grapples, what a tracker row
// says of it. Plain values in, decisions out: the shell only reads the sheet.
import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";
import type { Hold } from "./grapple";
import type { RollerState } from "./situation";
import type { Wound } from "./wounds";

/** The stored state these rules read. */
export interface Standing {
  hp: number;
  wound: Wound;
  survivalPending: boolean;
  stunned: "none" | "turn" | "encounter";
  /** Who holds the character (the grappler's uuid; "" free) and how. */
  heldBy: string;
  hold: Hold;
  mounted: boolean;
  unskilledRider: boolean;
}

/** What halves its AP now ("badly wounded"; riding without the skill): `actionPoints` and `apModifiers` read it. */
export function apHalvings(s: Pick<Standing, "wound" | "mounted" | "unskilledRider">): {
  badlyWounded: boolean;
  unskilledRider: boolean;
} {
  return { badlyWounded: s.wound === "badly-wounded", unskilledRider: s.mounted && s.unskilledRider };
}

/** Knocked out (0 HP), dead, or mortally wounded: no actions (the passive defence still rolls). */
export function cannotActOf(s: Pick<Standing, "hp" | "wound">): boolean {
  return s.hp === 0 || s.wound === "dead" || s.wound === "mortally-wounded";
}

/** Throws unless it may act (its name in the refusal). */
export function assertMayAct(s: Pick<Standing, "hp" | "wound">, name: string): void {
  ensure(!cannotActOf(s), DS_ERR.CannotAct, { name });
}

/**
 * Throws unless it may spend an action in a fight: able to act, and not stunned ("unable to take
 * actions": a stunned mount during its pair's turn, a stunned character's interrupt before its turn, with
 * the Stunned status or its stored stun). Interpretation 44.
 */
export function assertMaySpend(s: Pick<Standing, "hp" | "wound">, stunned: boolean, name: string): void {
  assertMayAct(s, name);
  ensure(!stunned, DS_ERR.Stunned, { name });
}

/**
 * "A helpless character (tied up, paralyzed, etc.) cannot take any physical actions, including movement":
 * no weapon attack, unarmed strike, grab, hold move or escape (Interpretation 45).
 */
export function assertNotHelpless(helpless: boolean, name: string): void {
  ensure(!helpless, DS_ERR.HelplessNoPhysical, { name });
}

/** Whether it owes its survival roll: 0 HP after a lethal knock-out, and not dead. */
export function owesSurvival(s: Pick<Standing, "hp" | "wound" | "survivalPending">): boolean {
  return s.survivalPending && s.hp === 0 && s.wound !== "dead";
}

/**
 * Why it may not roll for survival now (a localization key), or null: only when owed, and "After the
 * encounter is over", not while its combat runs.
 */
export function survivalRefusal(
  s: Pick<Standing, "hp" | "wound" | "survivalPending">,
  inCombat: boolean,
): string | null {
  if (!owesSurvival(s)) return DS_ERR.NotKnockedOut;
  return inCombat ? "TEMPO.DieStep.Sheet.AfterEncounter" : null;
}

/** First aid: an aider able to act, for a mortally wounded patient. */
export function assertFirstAid(
  aider: { name: string; cannotAct: boolean },
  patient: { name: string; wound: Wound },
): void {
  ensure(!aider.cannotAct, DS_ERR.CannotAct, { name: aider.name });
  ensure(patient.wound === "mortally-wounded", DS_ERR.NotMortallyWounded, { name: patient.name });
}

/** Held at all: a grappler named and a hold (a hold set back to "none" ends the grab whoever it named). */
export function isHeld(s: Pick<Standing, "heldBy" | "hold">): boolean {
  return s.heldBy !== "" && s.hold !== "none";
}

/**
 * Its own state as a roller (conditions such as prone are the caller's to add). `holding`: the holds it
 * has on others (a grappler's side of the grab, kept on the held ones): "If the target or the grappler
 * attempts to attack anyone other than each other" (grappling), and "While holding a target, the
 * attacker's own defenses are disadvantaged ... except for those from the target" (a full hold).
 */
export function rollerStateOf(s: Standing, holding: readonly Hold[] = []): RollerState {
  return {
    ...apHalvings(s),
    stunned: s.stunned !== "none",
    fullyHeld: s.hold === "full" && s.heldBy !== "",
    grappling: isHeld(s) || holding.some((h) => h !== "none"),
    holdingFull: holding.includes("full"),
    mounted: s.mounted,
  };
}

/** Whether two characters grapple each other: either holds the other. */
export function grapplePartners(
  a: { uuid: string } & Pick<Standing, "heldBy" | "hold">,
  b: { uuid: string } & Pick<Standing, "heldBy" | "hold">,
): boolean {
  return (a.heldBy === b.uuid && a.hold !== "none") || (b.heldBy === a.uuid && b.hold !== "none");
}

/** The hold `grappler` has on `target`; throws unless it holds it. */
export function assertHolding(
  target: { name: string } & Pick<Standing, "heldBy" | "hold">,
  grappler: { uuid: string; name: string },
): Hold {
  ensure(target.heldBy === grappler.uuid && target.hold !== "none", DS_ERR.NotHolding, {
    name: grappler.name,
    target: target.name,
  });
  return target.hold;
}

/** What a tracker row says of it: its wound, else knocked out at 0 HP, else nothing. */
export function vitalState(s: Pick<Standing, "hp" | "wound">): Wound | "knocked-out" | "" {
  if (s.wound !== "none") return s.wound;
  return s.hp === 0 ? "knocked-out" : "";
}
