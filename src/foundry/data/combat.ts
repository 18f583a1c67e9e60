import { RULESET_IDS, DEFAULT_RULESET } from "../rulesets/ids";

const { NumberField, StringField, BooleanField, ObjectField, ArrayField } = foundry.data.fields;

/**
 * A combat's clock. `ruleset` is fixed when the combat is created, so a fight keeps the ruleset it
 * began under even if the world setting changes. `count` is the Time Count; `segment` and `phase`
 * run segmented rounds; `turns` holds the action-point turn engine's state (JSON).
 */
function combatSchema() {
  return {
    ruleset: new StringField({
      required: true,
      blank: false,
      initial: DEFAULT_RULESET,
      choices: [...RULESET_IDS],
    }),
    count: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    segment: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 10, initial: 0 }),
    phase: new StringField({ required: true, blank: true, initial: "" }),
    turns: new ObjectField({ required: true, initial: {} }),
    // Segmented Rounds: the engine's RoundState with the surprise roll and lost spells (JSON).
    round: new ObjectField({ required: true, initial: {} }),
    // The fight's history (issue 32): the last actions' records, oldest first (history/record.ts).
    history: new ArrayField(new ObjectField(), { required: true, initial: [] }),
  };
}
export type CombatSchema = ReturnType<typeof combatSchema>;

export class CombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return combatSchema();
  }
}

/** A combatant's place on the clock: its next Time Count, its side, and its state flags. */
function combatantSchema() {
  return {
    nextCount: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    side: new StringField({ required: true, blank: true, initial: "" }),
    surprised: new BooleanField({ required: true, initial: false }),
    // Time Count: unsteady until it acts (surprise, fumble), an action taking effect at the end of
    // its delay, a readied action's trigger, and the arrival order among combatants due together.
    unsteady: new BooleanField({ required: true, initial: false }),
    pending: new StringField({ required: true, blank: true, initial: "" }),
    // The count at which `pending` takes effect: a Wait moves `nextCount`, never this (issue 14).
    pendingUntil: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    readied: new StringField({ required: true, blank: true, initial: "" }),
    seq: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
  };
}
export type CombatantSchema = ReturnType<typeof combatantSchema>;

export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return combatantSchema();
  }
}
