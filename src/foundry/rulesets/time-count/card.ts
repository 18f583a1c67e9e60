import { withRollMode, type Posted } from "../../chat/roll-mode";
import { timeCount } from "../../../engine/index";
import type { AttackCardSystem } from "../../chat/create-card";
import { renderAttackCard } from "../../chat/render";
import { evaluateRoll, type TempoRoll } from "../../dice";
import type { ModifierLine } from "../definition";
import type { Turn } from "./clock";
import { tcWeapon } from "./stats";

/** A Time Count card's HTML: its details carry their own Apply (apply.ts), so no generic Apply damage. */
export function renderTcCard(card: Parameters<typeof renderAttackCard>[0]): Promise<string> {
  return renderAttackCard(card, { ownApply: true });
}

/**
 * What every Time Count attack card keeps in `details` beside the shared card fields: the kind of
 * attack, the targeted defence and margin, and what applying it needs (the turn's count for
 * simultaneous attacks, the damage type for impairments, nonlethal, conditions to put on the target).
 */
export interface TcCardDetails extends Record<string, unknown> {
  kind: "weapon" | "maneuver" | "spell";
  defense: string;
  margin: number;
  multiplier: number;
  melee: boolean;
  /** The fight and count of the attacker's turn ("" / -1 outside a running fight). */
  combatId: string;
  count: number;
  /** "" : no impairment type. */
  damageType: string;
  nonlethal: boolean;
  /** Conditions the target gains when the card is applied ("prone", "immobile"). */
  conditions: string[];
  /** Localization keys of the lines the GM reads (a maneuver's hit and great successes...). */
  texts: string[];
}

export interface CardInput {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  /** The weapon, action or spell item (an unarmed strike: the actor's unarmed reference). */
  item: { readonly uuid: string; readonly name: string | null };
  natural: number;
  total: number;
  defense: { key: string; value: number; label: string };
  modifiers: ModifierLine[];
  result: timeCount.AttackResult;
  damage: { total: number; formula: string } | null;
  details: Partial<TcCardDetails> & Pick<TcCardDetails, "kind" | "melee">;
  turn: Turn | null;
}

/** The attack card's stored state for a Time Count attack of any kind. */
export function cardSystem(input: CardInput): AttackCardSystem {
  const details: TcCardDetails = {
    defense: input.defense.key,
    margin: input.result.margin,
    multiplier: 1,
    combatId: input.turn?.combatId ?? "",
    count: input.turn?.count ?? -1,
    damageType: "",
    nonlethal: false,
    conditions: [],
    texts: [],
    ...input.details,
  };
  return {
    ruleset: "time-count",
    attacker: input.attacker.uuid,
    target: input.target.uuid,
    weapon: input.item.uuid,
    attackerName: input.attacker.name ?? "",
    targetName: input.target.name ?? "",
    weaponName: input.item.name ?? "",
    natural: input.natural,
    total: input.total,
    defense: input.defense.value,
    defenseLabel: input.defense.label,
    modifiers: input.modifiers,
    hit: input.result.hit,
    critical: input.result.critical,
    fumble: input.result.fumble,
    damage: input.damage?.total ?? null,
    damageFormula: input.damage?.formula ?? "",
    applied: false,
    details,
  };
}

/** The rolls of a card, in the order they were made. */
export function cardRolls(...rolls: (TempoRoll | null | undefined)[]): TempoRoll[] {
  return rolls.filter((r): r is TempoRoll => r !== null && r !== undefined);
}

/**
 * A fumble's 1d6 ("adds 1d6 to his weapon's SF") is rolled with the card and shown on it, with the
 * weapon it breaks ("reduces the weapon's Durability Points by 1, and may break it"); the GM's turn
 * then uses the card's die (issue 14: the card hid both). No extra write: it is part of the card.
 */
async function withFumble(
  attacker: Actor.Implementation,
  c: { system: AttackCardSystem; rolls: TempoRoll[] },
): Promise<{ system: AttackCardSystem; rolls: TempoRoll[] }> {
  if (!c.system.fumble) return c;
  const roll = await evaluateRoll({ formula: "1d6", data: {} });
  const weapon = attacker.items.find((i) => i.uuid === c.system.weapon && i.type === "weapon");
  const breaks = weapon ? timeCount.wearWeapon(tcWeapon(weapon).stats.durability, 1).durability === 0 : false;
  const details = { ...c.system.details, fumbleDie: roll.total ?? 0, weaponBreaks: breaks };
  return { system: { ...c.system, details }, rolls: [...c.rolls, roll] };
}

/**
 * At the GM: posts an attack's cards (one, or two for two strikes at once) in one batch, spoken by the
 * attacker, in the requester's roll mode; their ids in order, or null when not every card was created
 * (nothing further must happen then).
 */
export async function postAttackCards(
  attacker: Actor.Implementation,
  made: readonly { system: AttackCardSystem; rolls: TempoRoll[] }[],
  posted: Posted,
): Promise<string[] | null> {
  const cards = await Promise.all(made.map((c) => withFumble(attacker, c)));
  const messages = await ChatMessage.createDocuments(
    await Promise.all(
      // in the attacker's roll mode: an NPC's attack rolled privately by the GM stays the GM's
      cards.map(async (c) =>
        withRollMode(
          {
            type: "attack" as const,
            system: c.system,
            content: await renderTcCard(c.system),
            rolls: c.rolls,
            speaker: ChatMessage.getSpeaker({ actor: attacker }),
          },
          posted.mode,
          posted.requester,
        ),
      ),
    ),
  );
  const ids = messages.map((m) => m.id ?? "").filter(Boolean);
  return ids.length === cards.length ? ids : null;
}
