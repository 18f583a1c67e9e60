import { combatRoll } from "../../../engine/index";
import type { CardModifier, Contest, DefenseKind, ManeuverId } from "../../../engine/combat-roll/index";

export const CARD_TEMPLATE = "systems/tempo/templates/combat-roll/card.hbs";
export const OPPORTUNITY_TEMPLATE = "systems/tempo/templates/combat-roll/opportunity.hbs";
export const GRAPPLE_TEMPLATE = "systems/tempo/templates/combat-roll/grapple.hbs";
export const TEST_TEMPLATE = "systems/tempo/templates/combat-roll/skill-test.hbs";
export const SURPRISE_TEMPLATE = "systems/tempo/templates/combat-roll/surprise.hbs";
export const CARD_TEMPLATES = [
  CARD_TEMPLATE,
  OPPORTUNITY_TEMPLATE,
  GRAPPLE_TEMPLATE,
  TEST_TEMPLATE,
  SURPRISE_TEMPLATE,
] as const;

/** What the GM's client knows when it renders an attack card: the winner's choices now. */
export interface CardChoices {
  /** The maneuvers the critical winner may choose now. */
  maneuvers: readonly ManeuverId[];
  /** The items the loser holds (Disarm chooses one). */
  disarmItems: readonly { id: string; name: string }[];
}

export const NO_CHOICES: CardChoices = { maneuvers: [], disarmItems: [] };

const capital = (id: string): string => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

/** "+2", "−2" (a true minus sign), "" for 0. */
function signed(value: number): string {
  if (value === 0) return "";
  return value > 0 ? `+${value}` : `\u2212${Math.abs(value)}`;
}

/** One modifier line of a card: its label, its flat value, its boon/bane or automatic failure. */
export function modifierView(m: CardModifier) {
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
function defenseReason(card: Contest, kind: DefenseKind): string | null {
  return combatRoll.defenseUnavailable(kind, {
    attackKind: card.attackKind,
    range: card.range,
    hasShield: card.options.includes("block"),
    targetsMind: card.targetsMind,
    canReact: card.options.some((k) => k !== "none"),
  });
}

/** What the attack card template shows. */
export function cardContext(card: Contest, choices: CardChoices) {
  const outcome = combatRoll.outcomeOf(card);
  const winner = combatRoll.winnerOf(card);
  const condition = card.maneuver.id ? combatRoll.maneuverCondition(card.maneuver.id as ManeuverId) : null;
  const loserName = winner === "attacker" ? card.targetName : winner === "defender" ? card.attackerName : "";
  const disarmAllowed = choices.maneuvers.includes("disarm");
  return {
    card,
    ...combatRoll.cardStage(card),
    attackMods: card.attackMods.map(modifierView),
    defenseMods: card.defenseMods.map(modifierView),
    targetConditions: card.targetConditions.map((id) => ({ id, label: `TEMPO.CombatRoll.Condition.${id}` })),
    defenses: combatRoll.DEFENSE_KINDS.map((kind: DefenseKind) => ({
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
  return {
    card,
    side: `TEMPO.CombatRoll.Surprise.Side.${card.trigger}`,
    sneakers: card.rolls.filter((r) => r.sneaking).map((r) => ({ ...r, dice: combatRoll.diceView(r.test) })),
    observers: card.rolls
      .filter((r) => !r.sneaking)
      .map((r) => ({ ...r, dice: combatRoll.diceView(r.test) })),
  };
}

/** The card's HTML: one function for creation and every change, so every client sees the same card. */
export async function renderContest(card: Contest, choices: CardChoices = NO_CHOICES): Promise<string> {
  const render = foundry.applications.handlebars.renderTemplate;
  if (card.kind === "opportunity") return render(OPPORTUNITY_TEMPLATE, opportunityContext(card));
  if (card.kind === "grapple" || card.kind === "escape")
    return render(GRAPPLE_TEMPLATE, grappleContext(card));
  if (card.kind === "test") return render(TEST_TEMPLATE, testContext(card));
  if (card.kind === "surprise") return render(SURPRISE_TEMPLATE, surpriseContext(card));
  return render(CARD_TEMPLATE, cardContext(card, choices));
}
