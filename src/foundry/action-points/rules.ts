import type { CombatantInput, CombatantState, TurnConfig, TurnState } from "../../engine/turns/index";
import type { ClockAction, TurnHooks } from "../rulesets/definition";

/** The tracker's part a ruleset adds to each action-point row (badges, extra columns). */
export interface ApRowExtras {
  /** A Handlebars partial rendered inside each row with `row`, `extra` (from `row` below) and `isGM`. */
  partial: string;
  /** The extra context of one row; `state` is null before the combat begins or for a newcomer. */
  row(combatant: Combatant.Implementation, state: CombatantState | null, viewer: User.Implementation): object;
  /** A partial of GM controls shown before the combat begins (e.g. a surprise contest), if any. */
  setupPartial?: string;
  /** The ruleset's own tracker requests beside the shared ones (e.g. that contest). */
  actions?: Readonly<Record<string, ClockAction>>;
}

/**
 * What the shared action-point shell needs of a ruleset: everything else (tracker, roster, spending,
 * end / save / delay / resume turn, the GM requests) is the same for every action-point ruleset.
 * `M` is the ruleset's own record kept beside the engine's turn state (Combat Roll: Brace, Feint,
 * Disengage); it is stored in the same `system.turns` object, so it is written in the same update.
 */
export interface ApRules<M> {
  /** The engine's turn definition (budget, categories, waiting, surprise). */
  turns: TurnConfig;
  /** Localization key of the action points' name (the tracker's pip title). */
  apLabel: string;
  /** The ruleset's own record: its key under `system.turns`, how to read it, its empty value. */
  marks: {
    key: string;
    empty: M;
    read(stored: unknown): M;
    /** The record after a combatant left the fight (nothing may name it any more). */
    without(marks: M, combatantId: string): M;
  };
  /** What the engine needs of a combatant with an initiative (its budget, its tie-breaking modifier). */
  input(combatant: Combatant.Implementation, initiative: number): CombatantInput;
  /**
   * Throws a RuleError unless the combatant's actor may act at all (unconscious, ...); called before
   * the engine's own checks on every spending. Omitted: every combatant may act.
   */
  assertMayAct?(actor: Actor.Implementation | null, state: CombatantState | null, name: string): void;
  /**
   * A combatant left the begun fight (its combatant deleted, however): the ruleset's own writes of other
   * documents, made at the active GM in its request queue once the turn state without it is written;
   * `before` is the state it left (whom it carried or was carried by). Omitted: nothing more to do.
   */
  onLeave?(
    combatant: Combatant.Implementation,
    combat: Combat.Implementation,
    before: TurnState,
  ): Promise<void> | undefined;
  /** The ruleset's start-of-turn and start-of-round rules (the same functions its definition declares). */
  hooks: TurnHooks<M>;
  /** The tracker's extra columns and badges. */
  tracker: ApRowExtras;
}
