// The one answer to "which combatant is this actor (or token) in this combat", for every ruleset.
//
// In Foundry an unlinked token has its own synthetic actor: the same `id` as the world actor it was
// placed from, `isToken` true, `token` its TokenDocument. Two Bandit tokens are two combatants with the
// same `actorId`, so matching by `actorId` makes the second act, defend and spend as the first. A
// synthetic actor is matched by its token; a world actor by `actorId`, only through its LINKED tokens
// (an unlinked token's combatant belongs to that token's actor, never to the base actor).

type Subject = Actor.Implementation | TokenDocument.Implementation;

/** The token a subject stands for: the token itself, or a synthetic actor's token; null for a world actor. */
function tokenOf(subject: Subject): TokenDocument.Implementation | null {
  if (subject instanceof foundry.documents.TokenDocument) return subject;
  return subject.isToken ? subject.token : null;
}

/** Whether `combatant` is the combatant of this actor or token. */
export function isCombatantOf(combatant: Combatant.Implementation, subject: Subject): boolean {
  const token = tokenOf(subject);
  if (token) return combatant.tokenId !== null && combatant.tokenId === token.id;
  if (combatant.actorId === null || combatant.actorId !== subject.id) return false;
  // A linked token's combatant has the world actor itself; an unlinked token's has its own synthetic
  // actor (another uuid). Without an actor on hand, the actor id decides.
  const actor = combatant.actor;
  return actor === null || actor.uuid === subject.uuid;
}

/** The combatant of this actor or token in `combat`, if it is in it. */
export function combatantOfActor(
  combat: Combat.Implementation,
  subject: Subject,
): Combatant.Implementation | null {
  return combat.combatants.find((c) => isCombatantOf(c, subject)) ?? null;
}

/** Whether a combat began under this ruleset (its `system.ruleset`). */
export function isOfRuleset(
  combat: Combat.Implementation | null | undefined,
  rulesetId: string,
): combat is Combat.Implementation {
  const system: unknown = combat?.system;
  return typeof system === "object" && system !== null && "ruleset" in system && system.ruleset === rulesetId;
}

/** Every actor this client knows (world actors and the combats' token actors), once each. */
export function knownActors(): Actor.Implementation[] {
  const all = new Map<string, Actor.Implementation>();
  // The collection yields stored documents; they are the configured Actor class at run time.
  for (const actor of game.actors) all.set(actor.uuid, actor as Actor.Implementation);
  for (const combat of game.combats)
    for (const actor of combat.combatants.map((c) => c.actor)) if (actor) all.set(actor.uuid, actor);
  return [...all.values()];
}

/**
 * The name the table knows a creature by: an unlinked token's own ("Bandit (2)"), else the actor's. Foundry
 * keeps a synthetic actor's name as its base actor's, so two tokens of one monster would read the same on a
 * card (issue 28: cards name the token).
 */
export function displayName(actor: Actor.Implementation): string {
  return actor.token?.name ?? actor.name ?? "";
}
