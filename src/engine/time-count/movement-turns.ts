import { ensure } from "../core/errors";
import { movementSquares } from "./movement";

/**
 * Handling Movement in Combat (seed): "Movement rates are numbered in feet per 4 TC ... Whenever you
 * start a new movement, begin at the first count, and every consecutive movement you make uses the
 * next count." A movement on the Time Count is an action whose delay is the counts it takes: moving
 * `squares` squares from count `startTc` of the pattern (1 for a new movement) takes `counts` TC,
 * and a movement begun right when it ends continues at `nextTc`.
 */
export interface MovementPlan {
  /** The rate moved at (halved by a stance that moves at half speed), feet per 4 TC. */
  readonly rateFeet: number;
  /** The TC the movement takes: its SF. */
  readonly counts: number;
  /** Squares the counts allow (at least those asked; a count can carry more than is needed). */
  readonly reach: number;
  /** The pattern count a consecutive movement begins at (1-4). */
  readonly nextTc: number;
}

export interface MovementRequest {
  readonly rateFeet: number;
  readonly squares: number;
  /** The pattern count to begin at: 1 for a new movement, or a consecutive movement's `nextTc`. */
  readonly startTc?: number;
  /** "You move at half speed" (Parrying, preparing a spell): half the rate, rounded down to 5 ft. */
  readonly halfSpeed?: boolean;
  /** Immobile (a grab, Poised before moving is not immobile for this): no movement at all. */
  readonly immobile?: boolean;
}

/** Parrying: "You move at half speed" (rounded down to a whole 5-ft square). */
export function halfSpeedFeet(rateFeet: number): number {
  return Math.floor(rateFeet / 2 / 5) * 5;
}

/** The most squares one movement action may cover (a sanity bound for the counts loop). */
export const MAX_MOVEMENT_SQUARES = 100;

export function planMovement(request: MovementRequest): MovementPlan {
  ensure(request.immobile !== true, "TEMPO.TimeCount.Error.CannotMove", {});
  const squares = request.squares;
  ensure(
    Number.isInteger(squares) && squares >= 1 && squares <= MAX_MOVEMENT_SQUARES,
    "TEMPO.TimeCount.Error.InvalidSquares",
    { squares, max: MAX_MOVEMENT_SQUARES },
  );
  const start = request.startTc ?? 1;
  ensure(Number.isInteger(start) && start >= 1 && start <= 4, "TEMPO.TimeCount.Error.InvalidCount", {
    count: start,
  });
  const rateFeet = request.halfSpeed ? halfSpeedFeet(request.rateFeet) : request.rateFeet;
  // Validates the rate (a multiple of 5 ft) before asking whether it moves at all.
  movementSquares(rateFeet, 1);
  ensure(rateFeet > 0, "TEMPO.TimeCount.Error.CannotMove", {});
  let counts = 0;
  let reach = 0;
  while (reach < squares) {
    counts += 1;
    reach += movementSquares(rateFeet, start + counts - 1);
  }
  return { rateFeet, counts, reach, nextTc: ((start - 1 + counts) % 4) + 1 };
}
