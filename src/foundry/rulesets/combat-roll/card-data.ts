// one owner of the field builders (data/common.ts): a text, a whole number, a yes / no
import { flagField as flag, signedField as whole, textField as text } from "../../data/common";
import { combatRoll } from "../../../engine/index";

const { StringField, ArrayField, SchemaField } = foundry.data.fields;

/** One of a fixed list (never blank): the stored value is typed as that list's union. */
function oneOf<const T extends readonly [string, ...string[]]>(choices: T, initial: T[number] = choices[0]) {
  return new StringField({ required: true, blank: false, initial, choices });
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

/** One situational modifier as a card lists it (the engine's ModifierLine). */
function modifierLines() {
  return new ArrayField(
    new SchemaField({ source: text(), modifier: whole(0), boonBane: whole(0), autoFail: flag() }),
  );
}

/**
 * A Combat Roll card: the attack as declared (who, whom, with what; the defences the rules allow),
 * then the defender's choice and both tests, the outcome, the damage with its mitigation, and the
 * critical winner's maneuver. Every step rewrites this data and the card's HTML in one update.
 */
function contestSchema() {
  return {
    ruleset: text("combat-roll"),
    /**
     * "attack": a Strike or spell attack (the Combat Roll); "opportunity": a provoking event offering
     * opportunity attacks to foes; "grapple": the Grapple skill contest; "escape": a grappled
     * character's attempt to break free; "test": a skill test (Search, Sneak); "surprise": the Stealth vs
     * Observation contest before the first round.
     */
    kind: oneOf(combatRoll.CARD_KINDS),
    /** The attack is an opportunity attack (a reaction). */
    opportunity: flag(),
    combatId: text(),
    attacker: text(),
    target: text(),
    item: text(),
    attackerName: text(),
    targetName: text(),
    itemName: text(),
    attackKind: oneOf(combatRoll.ATTACK_KINDS),
    range: oneOf(combatRoll.RANGES),
    damageFormula: text(),
    damageType: text("crushing"),
    targetsMind: flag(),
    /** Net boon/bane of the attack test (a Feint's boon; kept for cards written before attackMods). */
    attackBoonBane: whole(0),
    /** Positioning chosen before the attack: the target's cover and whether it is flanked. */
    cover: text("none"),
    flanked: flag(),
    /** The attacker's and the defender's situational modifiers, one line per source. */
    attackMods: modifierLines(),
    defenseMods: modifierLines(),
    /** The target's conditions when the attack was declared (its status effects), as the card shows them. */
    targetConditions: new ArrayField(text()),
    /** Opportunity card: what provoked ("move", "cast", "stand-up") and the foes offered a reaction. */
    trigger: text(),
    offers: new ArrayField(
      new SchemaField({ actor: text(), combatantId: text(), name: text(), taken: flag() }),
    ),
    /** Surprise card: each combatant's Stealth (sneaking) or Observation test, and who is surprised. */
    rolls: new ArrayField(
      new SchemaField({ name: text(), sneaking: flag(), test: testSchema(), surprised: flag() }),
    ),
    /**
     * When the card's offer (opportunity) or maneuver choice (attack) opened: the round, the active
     * combatant, the mover's or winner's combatant id and its actions taken that round. Round 0: never
     * expires (out of combat, and cards written before this field).
     */
    window: new SchemaField({ round: whole(0), active: text(), actor: text(), actions: whole(0) }),
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
      /** Disarm: the item the winner chose. */
      itemId: text(),
      itemName: text(),
      /** The condition it put on the loser was applied to the actor (by the card's button, at the GM). */
      applied: flag(),
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
