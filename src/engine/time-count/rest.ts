import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import type { DamageType } from "./damage";
import { overnightRest } from "./health";
import { recoverImpairments, type Impairments } from "./impairments";

/** What a night's rest touches: the day's castings, Invigoration and (optional rule) impairments. */
export interface RestState {
  /** Castings of each spell today (each adds 3 to the next casting's DC). */
  readonly castingsToday: Readonly<Record<string, number>>;
  readonly invigoration: number;
  readonly impairments: Impairments;
}

export interface RestOptions {
  /** The character's name, for the refusal. */
  readonly name: string;
  /** The character is a combatant of a fight that has begun. */
  readonly inCombat: boolean;
  /** The optional impairment rule is in use. */
  readonly impairmentsRule: boolean;
}

export interface RestOutcome extends RestState {
  /** Invigoration lost ("once the target sleeps for the night"). */
  readonly invigorationLost: number;
  /** Spells whose castings today were forgotten (count above 0). */
  readonly castingsForgotten: number;
  /** The impairment type that recovered one point, or null. */
  readonly recovered: DamageType | null;
}

const TYPES: readonly DamageType[] = ["bludgeoning", "piercing", "slashing"];

/**
 * A night's rest (seed: Invigoration is lost "once the target sleeps for the night"; "You recover one
 * point from your single worst impairment every night"; castings are counted per day). Sleeping for
 * the night is not something done in a fight: refused while the character is a combatant of a fight
 * that has begun (interpretation).
 */
export function nightsRest(state: RestState, options: RestOptions, rollDie: RollDie): RestOutcome {
  ensure(!options.inCombat, "TEMPO.TimeCount.Error.RestInCombat", { name: options.name });
  const castingsToday = Object.fromEntries(Object.keys(state.castingsToday).map((id) => [id, 0]));
  const impairments = options.impairmentsRule
    ? recoverImpairments(state.impairments, false, rollDie)
    : state.impairments;
  return {
    castingsToday,
    invigoration: overnightRest({ invigoration: state.invigoration }).invigoration,
    impairments,
    invigorationLost: state.invigoration,
    castingsForgotten: Object.values(state.castingsToday).filter((n) => n > 0).length,
    recovered: TYPES.find((t) => impairments[t] < state.impairments[t]) ?? null,
  };
}
