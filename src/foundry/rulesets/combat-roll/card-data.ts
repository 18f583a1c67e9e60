const { NumberField, StringField, BooleanField, ArrayField, SchemaField } = foundry.data.fields;

function text(initial = "") {
  return new StringField({ required: true, blank: true, initial });
}
function whole(initial = 0) {
  return new NumberField({ required: true, nullable: false, integer: true, initial });
}
function flag() {
  return new BooleanField({ required: true, initial: false });
}

/** One rolled (or automatic) test of the contest. */
function testSchema() {
  return new SchemaField({
    skill: text(),
    formula: text(),
    dice: new ArrayField(whole()),
    kept: whole(0),
    target: whole(0),
    passed: flag(),
    successes: whole(0),
    automatic: flag(),
  });
}

/**
 * A Combat Roll card: the attack as declared (who, whom, with what; the defences the rules allow),
 * then the defender's choice and both tests, the outcome, the damage with its mitigation, and the
 * critical winner's maneuver. Every step rewrites this data and the card's HTML in one update.
 */
function contestSchema() {
  return {
    ruleset: text("combat-roll"),
    combatId: text(),
    attacker: text(),
    target: text(),
    item: text(),
    attackerName: text(),
    targetName: text(),
    itemName: text(),
    attackKind: text("strike"),
    range: text("melee"),
    damageFormula: text(),
    damageType: text("crushing"),
    targetsMind: flag(),
    /** Net boon/bane of the attack test (a Feint's boon). */
    attackBoonBane: whole(0),
    options: new ArrayField(new StringField({ required: true, blank: false })),
    defense: text(),
    attackTest: testSchema(),
    defenseTest: testSchema(),
    outcome: text(),
    blockRating: whole(0),
    damage: new SchemaField({
      rolled: flag(),
      formula: text(),
      roll: whole(0),
      maximized: flag(),
      taken: whole(0),
      armor: whole(0),
      block: whole(0),
      resistance: whole(0),
      vulnerability: whole(0),
    }),
    applied: flag(),
    healthAfter: whole(0),
    maneuver: new SchemaField({
      id: text(),
      by: text(),
      skill: text(),
      sizeTest: text(),
      test: testSchema(),
      succeeded: flag(),
    }),
  };
}
export type ContestSchema = ReturnType<typeof contestSchema>;

export class ContestCardData extends foundry.abstract.TypeDataModel<
  ContestSchema,
  ChatMessage.Implementation
> {
  static override defineSchema(): ContestSchema {
    return contestSchema();
  }
}
