import { RuleError } from "../engine/core/errors";

/** Throws unless `user` is a GM or owns `doc` (an actor, a combatant, a message). */
export function assertOwnerOrGM(
  doc: { testUserPermission(user: User.Implementation, level: "OWNER"): boolean; name?: string | null },
  user: User.Implementation,
): void {
  if (user.isGM || doc.testUserPermission(user, "OWNER")) return;
  throw new RuleError("TEMPO.Error.NotOwner", { name: doc.name ?? "" });
}

/** Throws unless `user` is a GM. */
export function assertGM(user: User.Implementation): void {
  if (!user.isGM) throw new RuleError("TEMPO.Error.GMOnly");
}

/**
 * Foundry's `Combatant#visible` for any user: a combatant's owners (GMs included) always see it, anyone
 * else only while the GM has not hidden it. Core's tracker leaves out what a user cannot see; so do
 * Tempo's tracker parts, in every list a player renders (rows, clocks, surprise, next up).
 */
export function combatantVisibleTo(
  combatant: { hidden: boolean; testUserPermission(user: User.Implementation, level: "OWNER"): boolean },
  user: User.Implementation,
): boolean {
  return user.isGM || !combatant.hidden || combatant.testUserPermission(user, "OWNER");
}
