import type { TurnEvent, TurnState } from "../../engine/turns/index";
import type { ActionMap, RollMode } from "../actions/action";
import type { RulesetId, StatsKey } from "./ids";

/** The fields every item of a type has whatever the ruleset (the item sheet's common block). */
export type CommonItemField = "damage" | "range" | "ranged" | "castingTime" | "quantity";

/**
 * One line of an npc's stat block (issue 31; `RulesetDefinition.npcStatBlockTemplate`): a language key and
 * its value as the block prints it, in the order of the seed's entries. Each ruleset's engine computes them.
 */
export type { StatBlockLine } from "../../engine/index";

/** A roll the shell must make: a Foundry dice formula with its @-data. */
export interface RollRequest {
  formula: string;
  data: Record<string, number>;
}

/** One modifier shown on a chat card: a localization key and a signed value. */
export interface ModifierLine {
  label: string;
  value: number;
}

/** A condition a ruleset knows: an id and its localization key. */
export interface ConditionDefinition {
  /** The status id (`ActiveEffect#statuses`, `CONFIG.statusEffects`); core's where one fits ("prone"). */
  id: string;
  /** Language key of its name. */
  label: string;
  /** Its token icon: one of Foundry's core `icons/svg/*.svg`. */
  icon: string;
  /**
   * Language key of what sets and ends it by the rules ("ended by standing up (the Stand up action)";
   * "set and cleared by the creature's hit points"), for a condition a player may not toggle by hand:
   * the sheet's toggle and the token HUD's palette refuse a player's toggle of it, naming this (the GM
   * may toggle anything). Omitted: anyone who owns the actor may toggle it.
   */
  endedBy?: string;
  /**
   * The core meaning it carries (`CONFIG.specialStatusEffects`: "BLIND" for a Blinded that should blind
   * the token's vision as core's Blind does): at init the special status points at this id.
   */
  special?: "BLIND" | "INVISIBLE" | "DEFEATED";
}

/** What a clock transition or a card action receives: plain JSON from a button's data. */
export type RequestPayload = Record<string, string | number | boolean>;

/**
 * A transition of a combat's clock (act, advance, delay, declare...). It always runs on the active
 * GM's client: the tracker sends players' clicks there by socket. It must check that `requester`
 * may do it (see permissions.ts) and should make ONE batched write.
 */
export type ClockAction = (
  combat: Combat.Implementation,
  payload: RequestPayload,
  requester: User.Implementation,
  /** The requester's roll mode: what the action posts is read as they chose (chat/roll-mode.ts). */
  mode: RollMode,
) => Promise<void>;

/** What a start-of-turn or start-of-round rule receives: the combat, the new state, the ruleset's marks. */
export interface TurnHookContext<E extends TurnEvent, M> {
  combat: Combat.Implementation;
  event: E;
  /** The turn state after the transition (the turn or round has begun). */
  state: TurnState;
  /** The stored state before the transition (null at the Begin). */
  before: TurnState | null;
  /** The ruleset's own record beside the turn state (see ApRules.marks), as the transition left it. */
  marks: M;
}

/**
 * A ruleset's rules at the start of a turn or a round (the engine's turn events), on the shared
 * action-point shell (`ApRules.hooks`). They run at the active GM, inside its request queue, while the
 * transition's write is built: the marks they return are written in the SAME combat.update as the
 * transition (one write per click). Returning nothing keeps the marks.
 * A delayed combatant's start is reported at its original place (`resumed: false`), its re-entering as
 * `resumed: true`: the rule chooses which one it acts on.
 */
export interface TurnHooks<M = unknown> {
  onTurnStart?(
    ctx: TurnHookContext<Extract<TurnEvent, { kind: "turn-start" }>, M>,
  ): TurnHookResult<M> | undefined;
  onRoundStart?(
    ctx: TurnHookContext<Extract<TurnEvent, { kind: "round-start" }>, M>,
  ): TurnHookResult<M> | undefined;
}

/**
 * What a start-of-turn or start-of-round rule changed: its marks, the turn state (a budget that a
 * condition cuts), and writes of other documents (an actor's damage, a chat card with its Rolls), which
 * the caller that writes the transition makes right after the combat update, in the same GM task (so they
 * share its outcome: action-points/transition.ts `turnsWrite`). Omitted: unchanged.
 */
export interface TurnHookResult<M> {
  marks?: M;
  state?: TurnState;
  after?: () => Promise<void>;
}

/** A line of chat a rule leaves: a localization key and its data (names are escaped when shown). */
export interface LineSpec {
  key: string;
  data: Record<string, string | number>;
}

/**
 * What a ruleset's engine says follows from a health value written without its rules (a sheet field, a
 * token bar, a macro): the value to store (clamped as the seed says), other statistics changed with it
 * (dot paths under `system`), the statuses it gains and loses, and the line of chat for a change of state
 * (down, dead, back up; null: the door's own "takes damage" / "is healed" line), and what the ruleset's
 * `after` still does at the active GM once the update has landed (its data; omitted: nothing).
 */
export interface HealthChange {
  value: number;
  system: Record<string, unknown>;
  add: readonly string[];
  remove: readonly string[];
  line: LineSpec | null;
  after?: Readonly<Record<string, number>>;
}

/**
 * What a card deals, for the shared damage and healing control (chat/damage-control.ts): the hit points
 * its damage takes off (the ruleset's own arithmetic done: armour, resistances, doubling), whom it names,
 * and whether its own flow already wrote it on its target (written at once, or its own Apply).
 */
export interface CardDamage {
  amount: number;
  /** The card's target (an actor uuid), or "" when it has none to apply to (an Area's). */
  target: string;
  attacker: string;
  /**
   * The card's own flow already wrote the damage on its target. While it has not, that flow (its Apply)
   * is the one to damage the target: the control refuses to, so the target is never damaged twice.
   */
  targetApplied: boolean;
  /**
   * The amount tells the target's numbers (the damage left after its armour): the control shows it only to
   * a viewer who may see them (visibility.ts). Omitted: the amount is the card's public damage.
   */
  tellsTarget?: boolean;
}

/**
 * A ruleset's health rules, plugged into the shared health door (src/foundry/health/): every write of the
 * pool at `hpPath` reaches `change` unless the write says its rules already ran (`tempoHealthRuled`).
 */
export interface HealthRules {
  /**
   * The rules for health going from `from` to `to`; throws a RuleError to refuse the value. `max`: the
   * pool's maximum after the update (the one the same update writes, else the stored one). `written`: what
   * the same update writes at a path under `system` (undefined where it writes nothing), so that the rules
   * weigh the writer's other values (a macro setting hit points and fatigue at once), not the stored ones.
   */
  change(
    actor: Actor.Implementation,
    from: number,
    to: number,
    max: number,
    written: (path: string) => unknown,
  ): HealthChange;
  /**
   * Another statistic the rules weigh like health when it is written without them (Time Count: fatigue,
   * whose rise over the hit points calls for the check to stay conscious): its path under `system`, and
   * the rules for it going from `from` to `to`, in `change`'s shape (`value`: that statistic's to store).
   */
  alsoWeighs?: {
    path: string;
    change(actor: Actor.Implementation, from: number, to: number): HealthChange;
  };
  /**
   * The statuses that take a combatant out of the fight: gaining one marks its combatants defeated (core's
   * defeated status and `Combatant#defeated`), losing the last brings them back.
   */
  outStatuses: readonly string[];
  /**
   * At the active GM, after a change's statuses and line, when the change asked for it (`after`): what its
   * rules still do there, such as a roll the change calls for (Time Count: the check to stay conscious).
   */
  after?(actor: Actor.Implementation, data: Readonly<Record<string, number>>): Promise<void>;
  /**
   * At the active GM, when a combatant of a begun combat is no longer defeated (revived, woken, brought
   * back): where its ruleset's clock lets it rejoin the fight. Omitted: its clock takes it back as it is.
   */
  rejoin?(combatant: Combatant.Implementation): Promise<void>;
  /**
   * Why the tracker's Bring back is refused for this creature (a localization key taking `name`: dead at
   * 0 hit points, which only its hit points end), or null. Omitted: never refused.
   */
  stillOut?(actor: Actor.Implementation): string | null;
}

/** One combat update, and the writes of other documents its caller makes right after it, in order. */
export interface CombatWrite {
  update: Record<string, unknown>;
  after: readonly (() => Promise<void>)[];
}

/** Foundry's round and turn as a clock has them; `turn` omitted: the clock never reads the turn. */
export interface TurnMarker {
  round: number;
  turn?: number;
}

/** A ruleset's part of the combat tracker. */
export interface TrackerExtension {
  /** A Handlebars partial (loaded at init) rendered inside the tracker with `clock` as its context. */
  template: string;
  /** The `clock` context for that partial, for the given viewer. */
  context(combat: Combat.Implementation, viewer: User.Implementation): Record<string, unknown>;
  /**
   * True when the partial renders its own advance buttons: the tracker then shows Tempo's footer
   * (Start / End Combat only) instead of core's, whose turn buttons would bypass the clock.
   */
  ownsTurnControls: boolean;
  /**
   * Where the clock puts Foundry's round and turn (null before the clock begins): a player's move of
   * the marker is refused, and one that lands anyway is written back by the GM (combat/turn-guard.ts).
   */
  turnMarker?(combat: Combat.Implementation): TurnMarker | null;
  /**
   * The header's title for a begun combat, in place of core's "Round N" (a clock without rounds: the
   * Time Count's current count); localized text, null to keep core's.
   */
  title?(combat: Combat.Implementation): string | null;
  /** Partials the tracker partial includes (preloaded with it before the tracker's first render). */
  partials?: readonly string[];
  /**
   * The clock's own Begin (core's Start button and a macro's `combat.startCombat()`): its begun state in
   * the Begin's one update, and what its rules write at the first turn's start, made right after it at the
   * active GM (documents/combat.ts). Throws a RuleError to refuse the Begin. Omitted: core's Begin.
   */
  begin?(combat: Combat.Implementation): CombatWrite;
  /**
   * True when the partial rolls initiative itself (core's Roll All / Roll NPCs still stay in the
   * header and write Foundry's combatant initiative, which the Time Count keeps when it places a
   * combatant).
   */
  ownsInitiative?: boolean;
  /**
   * The clock's own initiative action (by its action name, payload `{ combatId }`), where core's roll
   * would write an initiative the clock ignores: core's Roll All, Roll NPCs and a combatant's roll
   * (`TempoCombat#rollAll` / `rollNPC` / `rollInitiative`) run it instead (documents/combat.ts).
   */
  initiativeAction?: string;
  /**
   * Buttons of the partial that act on the clicking client first (a dialog before the transition):
   * `data-action="tempoTracker" data-tracker-action="<name>"` calls handler(viewed combat, data). Wired
   * through the tracker's `actions`, delegated once at its element, as ApplicationV2 does: never attached
   * twice, nor lost, whichever parts a render redraws.
   */
  actions?: Readonly<Record<string, TrackerAction>>;
}

/** A tracker button of a ruleset's clock (see TrackerExtension.actions): the viewed combat and its `data-*`. */
export type TrackerAction = (combat: Combat.Implementation, data: RequestPayload) => Promise<void>;

/** A chat-card action, run at the GM like ClockAction (wrapped as an action by `cardAction`). */
export type CardAction = (
  message: ChatMessage.Implementation,
  payload: RequestPayload,
  requester: User.Implementation,
  mode: RollMode,
) => Promise<void>;

/**
 * Everything the shell knows of a ruleset. The registry (registry.ts) holds one per ruleset id;
 * sheets, cards and the tracker ask the registry, never a ruleset module directly.
 */
export interface RulesetDefinition {
  id: RulesetId;
  statsKey: StatsKey;
  /** Localization key of the ruleset's name. */
  label: string;
  /** Initiative: lowest acts first (time count) or highest first. */
  initiativeOrder: "ascending" | "descending";
  /** The initiative roll; `combatant` (when rolled in a combat) carries its surprised mark. */
  initiative(actor: Actor.Implementation, combatant?: Combatant.Implementation): RollRequest;
  /**
   * The target's `system` changes (dot paths) after taking `amount` damage from an attack card's
   * generic Apply Damage button (chat/apply-damage.ts); null: the ruleset's cards apply their own.
   */
  damageUpdate: ((target: Actor.Implementation, amount: number) => Record<string, number | boolean>) | null;
  /**
   * What a card of this ruleset deals (the shared damage control, chat/damage-control.ts), or null for a
   * card that deals nothing (yet: a miss, damage not rolled). Omitted: its cards have no such control.
   */
  cardDamage?: (message: ChatMessage.Implementation) => CardDamage | null;
  conditions: readonly ConditionDefinition[];
  /** Its health rules (the shared health door and defeat), or omitted: health writes are stored as they are. */
  health?: HealthRules;
  /**
   * Where this ruleset keeps an actor's `{ value, max }` health, under `system` (e.g.
   * "stats.timeCount.hp"): shown as the token's `resources.hp` bar. Null: no such pool.
   */
  hpPath: string | null;
  /**
   * The actor sheet's two ruleset blocks (partials rendered with `stats`, `editable` and `extra`): the
   * Combat tab's (every action of the ruleset, and the vitals and states a turn needs) and the
   * Statistics tab's (scores, derived values, everything edited between fights).
   */
  actorCombatTemplate: string;
  actorStatsTemplate: string;
  /**
   * An `npc` actor's stat block (issue 31): a partial shown at the top of its Combat tab, above the combat
   * block (whose buttons stay the actions), rendered like it with `stats`, `editable`, `extra` and `name`.
   * It reads as the seed's monster entries; its computed numbers come from `actorContext`. Omitted: none.
   */
  npcStatBlockTemplate?: string;
  /** Values computed for that block (rendered as `extra`), e.g. what the engine derives from the actor. */
  actorContext?(actor: Actor.Implementation): Record<string, unknown>;
  /**
   * What is left of the actor's turn in `combat` (the viewed combat, of this ruleset, holding a combatant of
   * the actor), in the ruleset's words: lines of a language key and its data, which the sheet's header
   * shows (issue 29: actions and reaction, AP and AP owed, attacks, the segment, the next count), computed
   * from what its clock reads. Null or empty: nothing to show (the clock has not begun). Omitted: none.
   */
  turnBudget?(actor: Actor.Implementation, combat: Combat.Implementation): readonly LineSpec[] | null;
  /**
   * The item sheet's block for this ruleset's item statistics: a partial rendered with `stats` (the
   * item's `system.stats.<key>`), `type`, `editable` and `extra` (from `context`, e.g. choices).
   */
  itemStats?: {
    template: string;
    context?(item: Item.Implementation): Record<string, unknown>;
    /** The items' common fields this ruleset never reads: the item sheet does not show them. */
    unusedFields?: readonly CommonItemField[];
  };
  /** Extra Handlebars partials this ruleset's templates use (loaded at init). */
  partials: readonly string[];
  /** The ruleset's part of the tracker, or null for the plain turn list. */
  tracker: TrackerExtension | null;
  /**
   * Every action of the ruleset, by name: one shape (parse, ask, unavailable, perform) and one route
   * from any button (`data-action="tempoAction" data-tempo-action="<name>"` + `data-*` payload) or a
   * macro (`game.tempo.act(name, payload)`). See src/foundry/actions/.
   */
  actions: ActionMap;
  /**
   * ChatMessage subtypes this ruleset defines (type -> TypeDataModel class), registered at init.
   * Each must also be listed in system.json `documentTypes.ChatMessage` and in types.d.ts.
   */
  chatModels: Readonly<Record<string, foundry.abstract.TypeDataModel.AnyConstructor>>;
  /**
   * Called once at `init`: the ruleset registers its own settings, the hooks it listens to and the
   * GM requests it answers (every ruleset's, whichever is active: a running combat keeps its own).
   */
  onInit?: () => void;
}
