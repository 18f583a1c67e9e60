// A Combat Roll card (ChatMessage type `contest`): its data (the engine's `Contest` and the winner's
// choices it shows), and its view, rendered from that data each time it is shown (chat/card-model.ts).
import {
  choiceField as choice,
  flagField as flag,
  signedField as whole,
  textField as text,
} from "../../data/common";
import { combatRoll } from "../../../engine/index";
import { CardModel } from "../../chat/card-model";
import { migrateContestSource, type Source } from "../../migration/card-sources";
import { choiceStillOpen } from "./choice-window";

const { StringField, ArrayField, SchemaField } = foundry.data.fields;

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
    kind: choice(combatRoll.CARD_KINDS),
    /** The attack is an opportunity attack (a reaction). */
    opportunity: flag(),
    combatId: text(),
    attacker: text(),
    target: text(),
    item: text(),
    attackerName: text(),
    targetName: text(),
    itemName: text(),
    attackKind: choice(combatRoll.ATTACK_KINDS),
    range: choice(combatRoll.RANGES),
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
      // `actor`: whose test (its uuid; "" on cards from before it was kept): its skill value is its secret
      new SchemaField({
        name: text(),
        actor: text(),
        sneaking: flag(),
        test: testSchema(),
        surprised: flag(),
      }),
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
    /** Written before the card kept its choices: it shows the HTML it was written with (migration/card-sources.ts). */
    legacy: flag(),
    /**
     * What the critical winner may choose now (the maneuvers allowed, the loser's held items a Disarm may
     * take), as the GM found it when the card was last written: the card shows it to everyone alike.
     */
    choices: new SchemaField({
      maneuvers: new ArrayField(choice(combatRoll.MANEUVER_IDS)),
      disarmItems: new ArrayField(new SchemaField({ id: text(), name: text() })),
    }),
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
/** A card's data as stored: the engine's `Contest` and the winner's choices it shows. */
export type ContestCard = foundry.data.fields.SchemaField.SourceData<ContestSchema>;

/** What the GM knew when it wrote an attack card: the winner's choices then (stored on the card). */
type Contest = ContestCard;

const capital = (id: string): string => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

/** "+2", "−2" (a true minus sign), "" for 0. */
function signed(value: number): string {
  if (value === 0) return "";
  return value > 0 ? `+${value}` : `\u2212${Math.abs(value)}`;
}

/** One modifier line of a card: its label, its flat value, its boon/bane or automatic failure. */
export function modifierView(m: combatRoll.CardModifier) {
  return {
    source: m.source,
    label: `TEMPO.CombatRoll.Modifier.${m.source}`,
    value: signed(m.modifier),
    effect: m.autoFail
      ? "TEMPO.CombatRoll.Modifier.autoFail"
      : m.boonBane > 0
        ? "TEMPO.CombatRoll.Modifier.boon"
        : m.boonBane < 0
          ? "TEMPO.CombatRoll.Modifier.bane"
          : "",
  };
}

/**
 * Why a defence button is disabled (engine `defenseUnavailable`), from what the card stored when it was
 * posted: its options hold Block only when the target had a shield, and nothing but "none" when it
 * could not react (no AP or reaction left, unconscious, defeated).
 */
function defenseReason(card: Contest, kind: combatRoll.DefenseKind): string | null {
  return combatRoll.defenseUnavailable(kind, {
    attackKind: card.attackKind,
    range: card.range,
    hasShield: card.options.includes("block"),
    targetsMind: card.targetsMind,
    canReact: card.options.some((k) => k !== "none"),
  });
}

/** What the attack card template shows. */
export function cardContext(card: ContestCard) {
  const choices = card.choices;
  const outcome = combatRoll.outcomeOf(card);
  const winner = combatRoll.winnerOf(card);
  const condition = card.maneuver.id
    ? combatRoll.maneuverCondition(card.maneuver.id as combatRoll.ManeuverId)
    : null;
  const loserName = winner === "attacker" ? card.targetName : winner === "defender" ? card.attackerName : "";
  const disarmAllowed = choices.maneuvers.includes("disarm");
  return {
    card,
    ...combatRoll.cardStage(card),
    attackMods: card.attackMods.map(modifierView),
    defenseMods: card.defenseMods.map(modifierView),
    targetConditions: card.targetConditions.map((id) => ({ id, label: `TEMPO.CombatRoll.Condition.${id}` })),
    defenses: combatRoll.DEFENSE_KINDS.map((kind: combatRoll.DefenseKind) => ({
      kind,
      label: `TEMPO.CombatRoll.Defense.${kind}`,
      allowed: card.options.includes(kind),
      reason: card.options.includes(kind) ? null : defenseReason(card, kind),
    })),
    attackDice: combatRoll.diceView(card.attackTest),
    defenseDice: combatRoll.diceView(card.defenseTest),
    maneuverDice: combatRoll.diceView(card.maneuver.test),
    defenseLabel: card.defense ? `TEMPO.CombatRoll.Defense.${card.defense}` : "",
    outcomeLabel: outcome ? `TEMPO.CombatRoll.Outcome.${outcome}` : "",
    damageType: `TEMPO.CombatRoll.DamageType.${card.damageType}`,
    winner,
    winnerName: winner === "attacker" ? card.attackerName : winner === "defender" ? card.targetName : "",
    loserName,
    maneuvers: combatRoll.MANEUVER_IDS.filter((id) => id !== "disarm" || !disarmAllowed).map((id) => ({
      id,
      label: `TEMPO.CombatRoll.Maneuver.${capital(id)}.Name`,
      allowed: id === "disarm" ? false : choices.maneuvers.includes(id),
    })),
    disarmItems: disarmAllowed ? choices.disarmItems : [],
    maneuverLabel: card.maneuver.id ? `TEMPO.CombatRoll.Maneuver.${capital(card.maneuver.id)}` : "",
    condition: condition && card.maneuver.succeeded ? `TEMPO.CombatRoll.Condition.${condition}` : "",
    // whose skill a maneuver's follow-up test reads (chat/secrets.ts): the attacker's "^", the defender's "!"
    maneuverTestOf: (card.maneuver.by === "winner") === (winner === "attacker") ? "^" : "!",
  };
}

/** What the opportunity card shows: the provoking event and one button per foe who may still react. */
export function opportunityContext(card: Contest) {
  return {
    card,
    trigger: `TEMPO.CombatRoll.Opportunity.Trigger.${card.trigger || "move"}`,
    offers: card.offers,
  };
}

/**
 * What the grapple card shows: the defender's choice, then both tests and who won. An escape card is the
 * same contest the other way round (the grappled character against its grappler), rolled at once.
 */
export function grappleContext(card: Contest) {
  const escape = card.kind === "escape";
  return {
    card,
    escape,
    attackDice: combatRoll.diceView(card.attackTest),
    defenseDice: combatRoll.diceView(card.defenseTest),
    title: escape ? "TEMPO.CombatRoll.Grapple.EscapeTitle" : "TEMPO.CombatRoll.Grapple.Title",
    waiting: card.defense === "",
    choices: combatRoll.GRAPPLE_DEFENSE_SKILLS.map((skill) => ({
      skill,
      label: `TEMPO.CombatRoll.Skill.${skill}`,
    })),
    outcomeLabel: card.outcome
      ? `TEMPO.CombatRoll.Grapple.${escape ? "EscapeOutcome" : "Outcome"}.${card.outcome}`
      : "",
    // A grapple's outcome names the target; an escape's the winner (the escaper, else the grappler).
    outcomeName: escape && card.outcome === "attacker" ? card.attackerName : card.targetName,
  };
}

/** What a skill test card shows (Search, Sneak): the action, the test, passed or failed. */
export function testContext(card: Contest) {
  return {
    card,
    action: `TEMPO.CombatRoll.Action.${card.trigger}`,
    attackDice: combatRoll.diceView(card.attackTest),
    skill: `TEMPO.CombatRoll.Skill.${card.attackTest.skill}`,
  };
}

/** What the surprise card shows: the sneakers' Stealth, the observers' Observation, who is surprised. */
export function surpriseContext(card: Contest) {
  const rows = card.rolls.map((r, index) => ({ ...r, index, dice: combatRoll.diceView(r.test) }));
  return {
    card,
    side: `TEMPO.CombatRoll.Surprise.Side.${card.trigger}`,
    // each row keeps its index: its marks read `rolls.<index>.test` (chat/secrets.ts)
    sneakers: rows.filter((r) => r.sneaking),
    observers: rows.filter((r) => !r.sneaking),
  };
}

const f = (key: string, data: Record<string, string> = {}) =>
  game.i18n.format(`TEMPO.CombatRoll.${key}`, data);
const names = (c: Contest) => ({ attacker: c.attackerName, target: c.targetName, item: c.itemName });

/** Each kind of card: its template, what the template shows, and its title (the message's plain summary). */
const VIEWS: Readonly<
  Record<Contest["kind"], readonly [string, (c: Contest) => object, (c: Contest) => string]>
> = {
  attack: ["card", cardContext, (c) => f("Card.Title", names(c))],
  opportunity: [
    "opportunity",
    opportunityContext,
    (c) => f(`Opportunity.Trigger.${c.trigger || "move"}`, { name: c.targetName, item: c.itemName }),
  ],
  grapple: ["grapple", grappleContext, (c) => f("Grapple.Title", names(c))],
  escape: ["grapple", grappleContext, (c) => f("Grapple.EscapeTitle", names(c))],
  test: [
    "skill-test",
    testContext,
    (c) => f("SkillTest.Title", { name: c.attackerName, action: f(`Action.${c.trigger}`) }),
  ],
  surprise: [
    "surprise",
    surpriseContext,
    (c) => f("Surprise.Title", { side: f(`Surprise.Side.${c.trigger}`) }),
  ],
};
const templateOf = (file: string) => `systems/tempo/templates/combat-roll/${file}.hbs`;
export const CARD_TEMPLATES = [...new Set(Object.values(VIEWS).map(([file]) => templateOf(file)))];

/**
 * On show (every client): the buttons of an offer or a maneuver choice whose moment has passed are
 * disabled, with the reason as their title and a line on the card (the GM refuses them all the same).
 */
export function markExpiredChoices(card: combatRoll.Contest, html: HTMLElement): void {
  if (!combatRoll.hasPendingChoice(card) || choiceStillOpen(card)) return;
  const offer = card.kind === "opportunity";
  const text = game.i18n.localize(
    offer ? "TEMPO.CombatRoll.Error.OfferExpired" : "TEMPO.CombatRoll.Error.ManeuverExpired",
  );
  const selector = `[data-tempo-action='${offer ? "opportunity" : "maneuver"}']`;
  for (const button of html.querySelectorAll<HTMLButtonElement>(selector)) {
    button.disabled = true;
    button.title = text;
    button.dataset.expired = "true";
  }
  const note = document.createElement("p");
  note.className = "tempo-cr-expired";
  note.textContent = text;
  (html.querySelector(".tempo-cr-card") ?? html).append(note);
}

/** Every Combat Roll card: rendered from its data by kind; who may use which button is each action's. */
export class ContestCardData extends CardModel<ContestSchema> {
  static override defineSchema(): ContestSchema {
    return contestSchema();
  }

  static override migrateData(source: Source) {
    migrateContestSource(source); // in place: Foundry discards what migrateData returns (its issue 13141)
    return super.migrateData(source);
  }

  get template(): string {
    return templateOf(VIEWS[this.kind][0]);
  }

  summary(): string {
    return VIEWS[this.kind][2](this.toObject());
  }

  override cardContext(): Record<string, unknown> {
    return { ...VIEWS[this.kind][1](this.toObject()) };
  }

  override async renderCard(): Promise<string> {
    return this.legacy ? (this.parent?.content ?? "") : super.renderCard();
  }

  /** A choice whose moment has passed shows so (its buttons disabled, a line saying why). */
  override onShow(html: HTMLElement): void {
    markExpiredChoices(this.toObject(), html);
  }
}
