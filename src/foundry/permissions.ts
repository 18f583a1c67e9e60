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
