import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import type { TempoCombat } from "../../documents/combat";
import { type SegmentsRecord } from "./record";
import { membersOf, type Member } from "./roster";
import { acMode } from "./settings";
import { engineActor, engineWeapon, sgItem } from "./stats";

/** A declaration as text fields (a dialog's, a payload's, a stored one's); absent or blank: none. */
export type DeclarationText = Partial<
  Record<"kind" | "targetId" | "weaponId" | "spellId" | "holdUntil" | "duration" | "note", string>
>;

const text = (fields: DeclarationText, key: keyof DeclarationText): string => (fields[key] ?? "").trim();

/** The spell an actor declares: one of its spell items, its casting time in segments. */
export function declaredSpell(actor: Actor.Implementation, spellId: string): segments.DeclaredSpell {
  const item = actor.items.get(spellId);
  if (!item || item.type !== "spell") throw new RuleError("TEMPO.Segments.Error.NoSuchSpell");
  return {
    name: item.name ?? "",
    castingTimeSegments: segments.castingTimeInSegments({ segments: sgItem(item).castingSegments }),
  };
}

/**
 * A declaration from a request's payload (`kind`, `targetId`, `weaponId`, `spellId`, `holdUntil`,
 * `duration`, `note`): the target must be in the combat, the weapon and spell the actor's own; the
 * engine keeps the fields its kind uses and validates the rest (`buildDeclaration`), and what the declaration needs in
 * hand (a charge's target, a missile weapon, a weapon that can be set: `declarationGearReason`).
 */
export function declarationFrom(
  combat: TempoCombat,
  member: Member,
  payload: DeclarationText,
): segments.Declaration {
  const targetId = text(payload, "targetId");
  const target = targetId ? membersOf(combat).find((m) => m.id === targetId) : undefined;
  if (targetId && (targetId === member.id || !target)) throw new RuleError("TEMPO.Segments.Error.BadTarget");
  const weaponId = text(payload, "weaponId");
  if (weaponId && member.actor.items.get(weaponId)?.type !== "weapon")
    throw new RuleError("TEMPO.Error.NoSuchWeapon");
  const declaration = segments.buildDeclaration({
    kind: text(payload, "kind"),
    targetId,
    weaponId,
    spell: () => declaredSpell(member.actor, text(payload, "spellId")),
    holdUntil: text(payload, "holdUntil"),
    duration: text(payload, "duration"),
    note: text(payload, "note"),
  });
  const ally = segments.allyTargetReason(declaration.kind, target?.side === member.side);
  if (ally) throw new RuleError(ally);
  const weapon = weaponId ? member.actor.items.get(weaponId) : undefined;
  const gear = segments.declarationGearReason(
    declaration,
    engineActor(member.actor, acMode()),
    weapon ? engineWeapon(weapon) : undefined,
  );
  if (gear) throw new RuleError(gear);
  return declaration;
}

/**
 * The round state after a combatant's declaration (engine `declareNow`: in a surprise segment only one
 * who acts now, only six-second actions; spell lock, charge limits). Run on the declaring client first
 * (so a refusal shows there) and again at the GM, who writes it.
 */
export function declaredState(
  combat: TempoCombat,
  record: SegmentsRecord,
  member: Member,
  payload: DeclarationText,
): segments.RoundState {
  return segments.declareNow(record.state, member.id, declarationFrom(combat, member, payload), {
    actingNow: segments.surpriseActors(record),
    stats: engineActor(member.actor, acMode()),
    name: member.combatant.name ?? "",
  });
}

/** A stored declaration as a declaration payload: the engine's fields, the spell as the actor's item. */
export function declarationPayload(actor: Actor.Implementation, d: segments.Declaration): DeclarationText {
  const { spellName, ...fields } = segments.declarationFields(d);
  if (spellName === undefined) return fields;
  const spell = actor.items.find((i) => i.type === "spell" && i.name === spellName);
  return { ...fields, spellId: spell?.id ?? "" };
}
