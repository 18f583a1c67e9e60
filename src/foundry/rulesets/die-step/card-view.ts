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

/** What the attack card shows: the choice first (passive, block, parry, dodge), then the contest. */
export function cardContext(card: DsCard) {
  return {
    card,
    waiting: card.defense === "",
    title: `TEMPO.DieStep.Card.Title.${card.action}`,
    attackLabel: `TEMPO.DieStep.Attack.${card.attack}`,
    defenses: [
      { kind: "passive", label: "TEMPO.DieStep.Defense.passive", allowed: true, reason: "" },
      ...card.options.map((o) => ({
        kind: o.kind,
        label: `TEMPO.DieStep.Defense.${o.kind}`,
        allowed: o.allowed,
        reason: o.reason ? `TEMPO.DieStep.NoDefense.${o.reason}` : "",
      })),
    ],
    defenseLabel: card.defense ? `TEMPO.DieStep.Defense.${card.defense}` : "",
    attackReasons: card.attackReasons.map(reasonView),
    defenseReasons: card.defenseReasons.map(reasonView),
    attackRoll: rollView(card.attackRoll),
    defenseRoll: rollView(card.defenseRoll),
    holdLabel: card.hold ? `TEMPO.DieStep.Hold.${card.hold}` : "",
    deathLabel: card.death ? `TEMPO.DieStep.Card.Death.${card.death}` : "",
  };
}

/** The card's HTML (the same function for creation and every change). */
export async function renderCard(card: DsCard): Promise<string> {
  const render = foundry.applications.handlebars.renderTemplate;
  if (card.kind === "opportunity") return render(DS_OFFER_TEMPLATE, { card });
  if (card.kind === "survival") return render(DS_SURVIVAL_TEMPLATE, { card });
  return render(DS_CARD_TEMPLATE, cardContext(card));
}
