// The sample encounter's combat, created by the GM's client the way a GM creates one in Foundry:
// through the system's configured Combat class, with a combatant for each token of the active scene.
import type { AnyObject } from "../core/utils";
import { runtime } from "../documents/runtime";
import type { Game } from "./game";

interface EmbeddingParent {
  createEmbeddedDocuments(name: string, data: AnyObject[]): Promise<unknown>;
}

export async function createSampleCombat(game: Game): Promise<void> {
  const scene = game.scenes.active;
  const tokens = scene?.tokens.contents ?? [];
  if (!scene || tokens.length === 0) return;
  const Combat = runtime.config.Combat?.documentClass as
    { create(data: AnyObject): Promise<EmbeddingParent | undefined> } | undefined;
  if (!Combat) throw new Error("CONFIG.Combat.documentClass is not set");
  // Create the encounter (or reuse one a reload interrupted), then add the tokens to it, as
  // Foundry's "add to combat" does. The world stops asking once the combatants are in.
  const existing = game.combats.contents[0] as
    (EmbeddingParent & { combatants: { size: number } }) | undefined;
  if (existing && existing.combatants.size > 0) return;
  const combat = existing ?? (await Combat.create({ active: true, scene: scene.id }));
  await combat?.createEmbeddedDocuments(
    "Combatant",
    tokens.map((token) => ({ actorId: token.actorId, tokenId: token.id, sceneId: scene.id })),
  );
}
