/** Step 2 of the combat sequence: declaring spells and general actions (seed 000, "Declare Spells..."). */
import { RuleError, ensure } from "../core/errors";
import { SEGMENTS_PER_ROUND, key } from "./constants";
import { canSetWeapon } from "./mounted";
import type { Declaration, DeclarationKind, SegmentsActorStats, SegmentsWeaponStats } from "./types";

/** Every kind of declaration, in the order a sheet or tracker lists them. */
export const DECLARATION_KINDS: readonly DeclarationKind[] = [
  "melee",
  "missile",
  "spell",
  "move",
  "charge",
  "close",
  "set-vs-charge",
  "fighting-retreat",
  "flee",
  "parry",
  "hold",
  "other",
];

/** Throws a RuleError unless the declaration is well formed. */
export function validateDeclaration(d: Declaration): void {
  ensure(DECLARATION_KINDS.includes(d.kind), key("Error.UnknownDeclaration"), {
    kind: String(d.kind),
  });
  if (d.kind === "spell") {
    const ct = d.spell?.castingTimeSegments;
    ensure(ct !== undefined && Number.isInteger(ct) && ct >= 1, key("Error.BadCastingTime"), {
      castingTime: ct ?? 0,
    });
  } else {
    ensure(d.spell === undefined && d.abandoned === undefined, key("Error.SpellFieldsOnSpell"));
  }
  if (d.holdUntilSegment !== undefined) {
    ensure(d.kind === "hold", key("Error.HoldFieldsOnHold"));
    const s = d.holdUntilSegment;
    ensure(Number.isInteger(s) && s >= 1 && s <= SEGMENTS_PER_ROUND, key("Error.BadSegment"), { segment: s });
  }
  if (d.durationSegments !== undefined) {
    ensure(Number.isInteger(d.durationSegments) && d.durationSegments >= 1, key("Error.BadDuration"), {
      duration: d.durationSegments,
    });
  }
}

/**
 * Changes a declaration. While declarations are open (`locked` false) anything goes. Once initiative
 * has been rolled (`locked` true): a caster may abandon the declared spell but never substitute
 * another action or spell; nobody may start a spell that was not declared; other combatants may
 * change their general action (the seed binds only spells).
 */
export function amendDeclaration(
  current: Declaration | undefined,
  next: Declaration,
  locked: boolean,
): Declaration {
  validateDeclaration(next);
  if (!locked) return next;
  if (current?.kind === "spell") {
    const same =
      next.kind === "spell" &&
      next.spell?.name === current.spell?.name &&
      next.spell?.castingTimeSegments === current.spell?.castingTimeSegments;
    if (!same)
      throw new RuleError(key("Error.SpellLocked"), {
        spell: current.spell?.name ?? "",
      });
    if (current.abandoned === true && next.abandoned !== true)
      throw new RuleError(key("Error.SpellAbandoned"));
    return next;
  }
  if (next.kind === "spell") throw new RuleError(key("Error.SpellNotDeclared"));
  return next;
}

/** The caster gives up completing the declared spell (the only change a locked spell allows). */
export function abandonSpell(d: Declaration): Declaration {
  ensure(d.kind === "spell", key("Error.NotASpell"));
  return { ...d, abandoned: true };
}

/** Parrying subtracts the to-hit bonus from attacks against the character (parry, fighting retreat). */
export function isParrying(d: Declaration): boolean {
  return d.kind === "parry" || d.kind === "fighting-retreat";
}

/**
 * Whether the declaration lets the combatant initiate an attack this round. Closing, retreating,
 * fleeing, parrying, moving and casting make no attack; a set weapon strikes only at a charger.
 */
export function declarationAttacks(d: Declaration): boolean {
  return d.kind === "melee" || d.kind === "missile" || d.kind === "charge" || d.kind === "hold";
}

/**
 * Why the combatant cannot make this declaration with what it holds (a localization key), or null:
 * a charge "must end within 10 ft melee range of the target", so it names one; a missile attack is
 * made with a missile weapon; only "spears, lances (when used dismounted), most pole arms, tridents"
 * are set against a charge (`canSetWeapon`). `weapon` is the declared weapon's statistics, if any.
 */
export function declarationGearReason(
  d: Declaration,
  stats: SegmentsActorStats,
  weapon: SegmentsWeaponStats | undefined,
): string | null {
  if (d.kind === "charge" && !d.targetId) return key("Error.ChargeNeedsTarget");
  if (d.kind === "missile" && weapon?.kind !== "missile") return key("Error.MissileNeedsWeapon");
  if (d.kind === "set-vs-charge" && !(weapon && canSetWeapon(stats, weapon)))
    return key("Error.CannotSetWeapon");
  return null;
}
