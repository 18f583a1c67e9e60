// The token HUD's "Enter Combat" / "Exit Combat" button (`[data-action="combat"]`), on the actors
// directory since the sandbox has no canvas: it adds the actor's token to the viewed encounter as a
// combatant, or removes it. As in Foundry, a GM who has no encounter gets one created for it.
import type { AnyObject } from "../core/utils";
import type { Actor } from "../documents/actor";
import type { Combat } from "../documents/combat";
import { documentClass, runtime } from "../documents/runtime";
import { SandboxToken } from "../documents/token";

type Viewer = { viewed: Combat | null } | null;

/** The combatant of this actor's token in the combat, if any. */
export function combatantOfToken(combat: Combat | null, actor: Actor): string | null {
  const tokenId = SandboxToken.for(actor).document.id;
  return combat?.combatants.find((c) => c.tokenId === tokenId)?.id ?? null;
}

export async function toggleCombat(actor: Actor, tracker: Viewer): Promise<void> {
  let combat = tracker?.viewed ?? null;
  const token = SandboxToken.for(actor).document;
  const existing = combatantOfToken(combat, actor);
  if (combat && existing) {
    await combat.deleteEmbeddedDocuments("Combatant", [existing]);
    return;
  }
  if (!combat) {
    const isGM = Number(runtime.collections.users.get(runtime.userId)?._source.role) >= 3;
    if (!isGM) throw new Error("There is no active combat encounter to add this token to.");
    const cls = documentClass("Combat") as unknown as { create(d: AnyObject): Promise<Combat | undefined> };
    combat = (await cls.create({ active: true })) ?? null;
  }
  await combat?.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, tokenId: token.id }]);
}
