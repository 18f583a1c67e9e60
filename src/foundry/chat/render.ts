/** What an attack card shows; the names are snapshots taken when the attack was made. */
export interface AttackCardView {
  attackerName: string;
  targetName: string;
  weaponName: string;
  natural: number;
  total: number;
  defense: number;
  defenseLabel: string;
  modifiers: { label: string; value: number }[];
  hit: boolean;
  critical: boolean;
  fumble: boolean;
  damage: number | null;
  damageFormula: string;
  applied: boolean;
  /** The ruleset whose details partial shows `details` (when it is not empty). */
  ruleset?: string;
  details?: Record<string, unknown>;
}

export const ATTACK_CARD_TEMPLATE = "systems/tempo/templates/chat/attack-card.hbs";

export type AttackOutcomeName = "fumble" | "critical" | "hit" | "miss";

export function outcomeName(card: Pick<AttackCardView, "hit" | "critical" | "fumble">): AttackOutcomeName {
  if (card.fumble) return "fumble";
  if (card.critical) return "critical";
  return card.hit ? "hit" : "miss";
}

/** A ruleset's card details partial, `templates/<ruleset>/card-details.hbs` (listed in its partials). */
export function detailsTemplate(card: AttackCardView): string | null {
  if (!card.ruleset || !card.details || Object.keys(card.details).length === 0) return null;
  return `systems/tempo/templates/${card.ruleset}/card-details.hbs`;
}

/**
 * What the attack card's template is rendered with. `ownApply`: the ruleset's details partial has its own
 * Apply button, so the generic Apply damage is left out; `details`: that partial (default: the
 * ruleset's `card-details.hbs` when the card has details).
 */
export function attackCardContext(
  card: AttackCardView,
  { ownApply = false, details = detailsTemplate(card) }: { ownApply?: boolean; details?: string | null } = {},
): Record<string, unknown> {
  return {
    card,
    outcome: outcomeName(card),
    // a ruleset whose details carry their own Apply (its `damageUpdate` is null) shows no generic one
    canApply: !ownApply && card.hit && card.damage !== null && !card.applied,
    detailsTemplate: details,
    // whose numbers its defence tells (chat/secrets.ts): the target's ("!"), or both sides' ("*": the roll
    // needed from the attacker's THAC0 and the target's armour class), as the ruleset's details say
    defenseOf: card.details?.defenseOf === "*" ? "*" : "!",
  };
}

/** An attack card's plain summary (its message's `content`): who attacked whom with what, and the outcome. */
export function attackSummary(card: AttackCardView): string {
  const title = game.i18n.format("TEMPO.Card.AttackTitle", {
    attacker: card.attackerName,
    target: card.targetName,
    weapon: card.weaponName,
  });
  return `${title}: ${game.i18n.localize(`TEMPO.Card.Outcome.${outcomeName(card)}`)}`;
}
