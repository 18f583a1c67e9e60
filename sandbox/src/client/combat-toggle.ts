// The token HUD's "Enter Combat" / "Exit Combat" button (`[data-action="combat"]`), on the scene's
// token list since the sandbox has no canvas: it adds the token to the viewed encounter as a
// combatant, or removes it. As in Foundry, a GM who has no encounter gets one created for it.
import type { AnyObject } from "../core/utils";
import type { Combat } from "../documents/combat";
import { documentClass, runtime } from "../documents/runtime";
import type { TokenDocument } from "../documents/scene";

type Viewer = { viewed: Combat | null } | null;

/** The combatant of this token in the combat, if any. */
export function combatantOfToken(combat: Combat | null, token: TokenDocument): string | null {
  return combat?.combatants.find((c) => c.tokenId === token.id)?.id ?? null;
}

export async function toggleCombat(token: TokenDocument, tracker: Viewer): Promise<void> {
  let combat = tracker?.viewed ?? null;
  const existing = combatantOfToken(combat, token);
  if (combat && existing) {
    await combat.deleteEmbeddedDocuments("Combatant", [existing]);
    return;
  }
  const sceneId = token.scene?.id ?? null;
  if (!combat) {
    const isGM = Number(runtime.collections.users.get(runtime.userId)?._source.role) >= 3;
    if (!isGM) throw new Error("There is no active combat encounter to add this token to.");
    const cls = documentClass("Combat") as unknown as { create(d: AnyObject): Promise<Combat | undefined> };
    combat = (await cls.create({ active: true, scene: sceneId })) ?? null;
  }
  await combat?.createEmbeddedDocuments("Combatant", [
    { actorId: token.actorId, tokenId: token.id, sceneId },
  ]);
}
