import { withRollMode, type Posted } from "../../chat/roll-mode";
import { displayName } from "../../combatants";
import { timeCount } from "../../../engine/index";
import { evaluateRoll, type TempoRoll } from "../../dice";
import type { ModifierLine } from "../definition";
import type { Turn } from "./clock";
import { tcWeapon } from "./stats";
import { TC_ATTACK_TYPE, type TcCardDetails } from "./card-data";

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

/** The attack card's stored state (a `tcAttack` card's `system`) for a Time Count attack of any kind. */
export function cardSystem(input: CardInput) {
  const details: Partial<TcCardDetails> = {
    defense: input.defense.key,
    margin: input.result.margin,
    combatId: input.turn?.combatId ?? "",
    count: input.turn?.count ?? -1,
    // the rest as the schema's initial values (card-data.ts) unless given
    ...input.details,
  };
  return {
    ruleset: "time-count" as const,
    attacker: input.attacker.uuid,
    target: input.target.uuid,
    weapon: input.item.uuid,
    attackerName: displayName(input.attacker),
    targetName: displayName(input.target),
    weaponName: input.item.name ?? "",
    natural: input.natural,
    total: input.total,
    defense: input.defense.value,
    defenseLabel: input.defense.label,
    modifiers: [...input.modifiers],
    hit: input.result.hit,
    critical: input.result.critical,
    fumble: input.result.fumble,
    damage: input.damage?.total ?? null,
    damageFormula: input.damage?.formula ?? "",
    applied: false,
    details,
  };
}
export type TcCardSystem = ReturnType<typeof cardSystem>;

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
  c: { system: TcCardSystem; rolls: TempoRoll[] },
): Promise<{ system: TcCardSystem; rolls: TempoRoll[] }> {
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
  made: readonly { system: TcCardSystem; rolls: TempoRoll[] }[],
  posted: Posted,
): Promise<string[] | null> {
  const cards = await Promise.all(made.map((c) => withFumble(attacker, c)));
  const messages = await ChatMessage.createDocuments(
    await Promise.all(
      // in the attacker's roll mode: an NPC's attack rolled privately by the GM stays the GM's
      cards.map(async (c) =>
        withRollMode(
          {
            // the card renders itself from its data (card-data.ts)
            type: TC_ATTACK_TYPE,
            system: c.system,
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

/** At the GM: posts one card (a maneuver's: no fumble die), spoken by the attacker, in the requester's roll mode. */
export function postTcCard(
  attacker: Actor.Implementation,
  system: TcCardSystem,
  rolls: TempoRoll[],
  posted: Posted,
) {
  const data = { type: TC_ATTACK_TYPE, system, rolls, speaker: ChatMessage.getSpeaker({ actor: attacker }) };
  return ChatMessage.create(withRollMode(data, posted.mode, posted.requester));
}
