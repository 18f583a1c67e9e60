import { RuleError } from "../core/errors";
import { combatAction, standaloneActions, type ActionSpeed } from "./actions";
import { formatDiceTerm, type DiceTerm } from "./dice-terms";
import type { SpeedClass, SpeedFactorRequest, SpeedMode } from "./speed";
import { speedFactorFormula } from "./speed";
import { STANCE_TABLE, STANCES, type Stance } from "./stances";

/** "Player characters roll their SF ... NPCs use the Static SF" unless the GM chooses to roll for NPCs. */
export function speedModeOf(isCharacter: boolean, rollNpcSpeed: boolean): SpeedMode {
  return isCharacter || rollNpcSpeed ? "random" : "static";
}

/**
 * The SF request of an action of `speedClass` for an actor (class shift first, then the flat
 * modifier): paralysis slows every action by speed classes, petrification adds to every SF. The
 * formula of the dice to roll (null: static, nothing rolled).
 */
export function actorSpeedRequest(
  speedClass: SpeedClass,
  mode: SpeedMode,
  afflicted: { readonly speedClassSteps: number; readonly speedFactor: number },
  modifier = 0,
  steps = 0,
): { request: SpeedFactorRequest; formula: string | null } {
  const allSteps = steps + afflicted.speedClassSteps;
  return {
    request: { speedClass, steps: allSteps, modifier: modifier + afflicted.speedFactor, mode },
    formula: mode === "static" ? null : speedFactorFormula(speedClass, allSteps),
  };
}

/** How a special combat action's SF is found: a speed class, or the weapon's SF (shifted or halved). */
export type ManeuverSpeedPlan =
  | { readonly kind: "class"; readonly speedClass: SpeedClass }
  | { readonly kind: "weapon"; readonly steps: number; readonly half: boolean };

export function maneuverSpeedPlan(speed: ActionSpeed): ManeuverSpeedPlan {
  switch (speed.kind) {
    case "class":
      return { kind: "class", speedClass: speed.speedClass };
    case "weaponClassShift":
      return { kind: "weapon", steps: speed.steps, half: false };
    case "weaponHalf":
      return { kind: "weapon", steps: 0, half: true };
    default:
      return { kind: "weapon", steps: 0, half: false };
  }
}

/**
 * What an SF-table action leaves behind: the key of an action that takes effect at the end of its
 * delay (footnote 1), or a stance shift. "Drop to the floor" (Rapid) is the shift into Prone (its
 * shift is Rapid too): the actor is Prone at once, with the drawbacks, and gains the benefits at
 * the end of the delay.
 */
export function tableActionEffect(key: string): { stance: Stance | null; pendingAction: string | null } {
  if (key === "dropToFloor") return { stance: "prone", pendingAction: null };
  const action = combatAction(key);
  return { stance: null, pendingAction: action.effectAtEndOfDelay ? action.key : null };
}

/** The speed of an action the tracker or the sheet offers on its own: a speed class or its own dice. */
export function standaloneSpeed(
  key: string,
): { kind: "class"; speedClass: SpeedClass } | { kind: "dice"; term: DiceTerm } {
  const speed = combatAction(key).speed;
  if (speed.kind !== "class" && speed.kind !== "dice")
    throw new RuleError("TEMPO.TimeCount.Error.NotFromTracker");
  return speed;
}

/** The actions of the SF table offered on their own (no "ready an action"), with their speed. */
export function offeredTableActions(): {
  key: string;
  label: string;
  speedClass: string;
  speedDice: string;
}[] {
  return standaloneActions().flatMap((a) => {
    if (a.key === "readyAction") return [];
    const speed = a.speed;
    if (speed.kind === "class") {
      const name = `${speed.speedClass.charAt(0).toUpperCase()}${speed.speedClass.slice(1)}`;
      return [
        { key: a.key, label: a.label, speedClass: `TEMPO.TimeCount.SpeedClass.${name}`, speedDice: "" },
      ];
    }
    if (speed.kind === "dice")
      return [{ key: a.key, label: a.label, speedClass: "", speedDice: formatDiceTerm(speed.term) }];
    return [];
  });
}

/** Footnote 2: the SF of each add-on (concentrate +1, control a frightened mount +2), from "a,b". */
export function addOnSpeedFactors(keys: string): number[] {
  return keys
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean)
    .map((key) => {
      const a = combatAction(key);
      if (a.speed.kind !== "addOn") throw new RuleError("TEMPO.TimeCount.Error.NotAnAddOn", { action: key });
      return a.speed.tc;
    });
}

/**
 * Back to a basic stance: "Reverting to a basic stance is a free action unless otherwise
 * specified" (standing up from a crouch is Rapid, from prone Swift). Refused in a basic stance.
 */
export function leaveStanceClass(stance: string, actorName: string): SpeedClass {
  if (!stance) throw new RuleError("TEMPO.TimeCount.Error.AlreadyBasic", { name: actorName });
  const known = STANCES.find((s) => s === stance);
  if (!known) throw new RuleError("TEMPO.TimeCount.Error.UnknownStance", { stance });
  return STANCE_TABLE[known].leave;
}
