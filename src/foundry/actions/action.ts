import { RuleError } from "../../engine/core/errors";

/** What a button, a card or a macro sends: plain JSON (a button's `data-*` attributes). */
export type ActionPayload = Record<string, string | number | boolean>;

/** Foundry's four roll modes (CONST.DICE_ROLL_MODES): who may read the messages the action posts. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

export function isRollMode(value: unknown): value is RollMode {
  return ROLL_MODES.some((mode) => mode === value);
}

/** What `perform` receives at the active GM. */
export interface ActionRun<P> {
  payload: P;
  /** The user whose client sent the request, as the socket reports it (never as the payload says). */
  requester: User.Implementation;
  /** The requester's roll mode when they clicked: the messages the action posts use it. */
  rollMode: RollMode;
}

/**
 * One shape for every action, from any button (sheet, card, tracker) or a macro (`game.tempo.act`).
 * Methods (not function properties) so that an action of any payload type fits `TempoAction`.
 */
export interface TempoAction<P extends ActionPayload = ActionPayload> {
  /** Reads a raw payload; throws RuleError("TEMPO.Error.BadRequest") when it is malformed. */
  parse(raw: ActionPayload): P;
  /** Optional, on the clicking client: a dialog that completes the payload; null = cancelled. Writes nothing. */
  ask?(payload: P, user: User.Implementation): Promise<P | null>;
  /**
   * Why the user may not do it now (a localization key, or a thrown RuleError that keeps its data), or
   * null. Buttons show it unavailable with that reason (reasons.ts); `act` refuses with it.
   */
  unavailable?(payload: P, user: User.Implementation): string | null;
  /**
   * At the active GM, inside the GM queue: checks permission and rules FIRST (a RuleError refuses with
   * nothing written), then rolls and writes one batch.
   */
  perform(run: ActionRun<P>): Promise<void>;
  /**
   * True when every write `perform` would make is one Foundry lets this user make itself (its own actor
   * outside a fight, a chat message): it then performs on the clicking client, as this user, with the same
   * checks and through the same one-at-a-time queue, so it needs no GM online. Omitted: always at the GM.
   */
  performsHere?(payload: P, user: User.Implementation): boolean;
}

/** Declares an action (the identity, for the type checking of `parse`/`ask`/`perform` together). */
export function defineAction<P extends ActionPayload>(action: TempoAction<P>): TempoAction<P> {
  return action;
}

/** A ruleset's actions, by name. */
export type ActionMap = Readonly<Record<string, TempoAction>>;

/** Helpers for `parse`: a required text field, an optional one. */
export function requireText(raw: ActionPayload, key: string, action: string): string {
  const value = raw[key];
  if (typeof value !== "string" || value === "") throw new RuleError("TEMPO.Error.BadRequest", { action });
  return value;
}

export function optionalText(raw: ActionPayload, key: string): string {
  const value = raw[key];
  return value === undefined ? "" : String(value);
}
