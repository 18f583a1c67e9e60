// What a Die-Step card shows, from its data (pure: Node-tested); the card model (card-data.ts) renders it.
import { dieStep } from "../../../engine/index";
import type { DsCard, DsRoll } from "./card-data";

export const DS_CARD_TEMPLATE = "systems/tempo/templates/die-step/card.hbs";
export const DS_OFFER_TEMPLATE = "systems/tempo/templates/die-step/opportunity.hbs";
export const DS_SURVIVAL_TEMPLATE = "systems/tempo/templates/die-step/survival.hbs";
export const DS_FIRST_AID_TEMPLATE = "systems/tempo/templates/die-step/first-aid.hbs";

/** "advantage:block" -> its label and effect. */
function reasonView(stored: string) {
  const [effect = "", id = ""] = stored.split(":");
  return { id, effect, label: `TEMPO.DieStep.Reason.${id}`, effectLabel: `TEMPO.DieStep.Card.${effect}` };
}

/** A roll's dice with the kept one marked ("2d8kh": 3, [7]). */
function rollView(r: DsRoll) {
  let marked = false;
  const dice = r.results.map((value) => {
    const kept = !marked && value === r.kept;
    if (kept) marked = true;
    return { value, kept: kept && r.results.length > 1 };
  });
  return { ...r, dice, modeLabel: `TEMPO.DieStep.Card.Mode.${r.mode}` };
}

const ranged = (card: DsCard) => card.attack === "ranged" || card.attack === "physical-spell";

/** The die the passive defence rolls (its stat, or the range's minimum), for its button. */
function passiveDie(card: DsCard) {
  if (!card.passiveDie) return { dieLabel: "", stat: "", die: "" };
  return {
    dieLabel: `TEMPO.DieStep.Card.DefenseDie.${card.passiveMinimum ? "minimum" : "passive"}`,
    stat: `TEMPO.DieStep.Stat.${card.defenseStat}`,
    die: card.passiveDie,
  };
}

/** The die an active defence rolls (a rider's dodge: its mount's REF), for its button. */
function activeDie(o: DsCard["options"][number]) {
  if (!o.die) return { dieLabel: "", stat: "", die: "" };
  return { dieLabel: `TEMPO.DieStep.Card.DefenseDie.${o.kind}`, stat: "", die: o.die };
}

/** A hit, a tie (which goes to the defender) or a plain miss, once both dice are rolled (engine `contestOutcome`). */
function outcomeOf(card: DsCard): string {
  if (card.defense === "" || card.attackRoll.kept < 1 || card.defenseRoll.kept < 1) return "";
  const outcome = dieStep.contestOutcome(card.attackRoll.kept, card.defenseRoll.kept);
  return `TEMPO.DieStep.Card.${{ hit: "Hit", tie: "Tie", miss: "Miss" }[outcome]}`;
}

/** What the attack card shows: the choice first (passive, block, parry, dodge), then the contest. */
export function cardContext(card: DsCard) {
  return {
    card,
    waiting: card.defense === "",
    title: `TEMPO.DieStep.Card.Title.${card.action}`,
    attackLabel: `TEMPO.DieStep.Attack.${card.attack}`,
    defenses: [
      {
        kind: "passive",
        label: "TEMPO.DieStep.Defense.passive",
        allowed: true,
        reason: "",
        ...passiveDie(card),
      },
      ...card.options.map((o) => ({
        kind: o.kind,
        label: `TEMPO.DieStep.Defense.${o.kind}`,
        allowed: o.allowed,
        reason: o.reason ? `TEMPO.DieStep.NoDefense.${o.reason}` : "",
        ...activeDie(o),
      })),
    ],
    // "a minimum passive defense ... against ranged attacks and ranged spells with a physical effect"
    minimumNote: card.minimum !== "" && ranged(card) ? card.minimum : "",
    outcomeLabel: outcomeOf(card),
    defenseLabel: card.defense ? `TEMPO.DieStep.Defense.${card.defense}` : "",
    attackReasons: card.attackReasons.map(reasonView),
    defenseReasons: card.defenseReasons.map(reasonView),
    attackRoll: rollView(card.attackRoll),
    defenseRoll: rollView(card.defenseRoll),
    holdLabel: card.hold ? `TEMPO.DieStep.Hold.${card.hold}` : "",
    deathLabel: card.death ? `TEMPO.DieStep.Card.Death.${card.death}` : "",
  };
}
