// A token's placeable (`TokenDocument#object`, what `game.user.targets` and `getActiveTokens()` hold):
// the sandbox has no canvas, so it is only the document's handle for targeting.
import { OWNERSHIP } from "../core/protocol";
import type { ClientDocument } from "./document";
import { currentUser, runtime } from "./runtime";

/** The TokenDocument as the placeable sees it (scene.ts defines the class). */
export interface TokenDocumentLike extends ClientDocument {
  actor: ClientDocument | null;
  actorId: string | null;
  disposition: number;
  object: SandboxToken;
}

export class SandboxToken {
  constructor(readonly document: TokenDocumentLike) {}

  get id(): string {
    return String(this.document.id);
  }
  get actor(): ClientDocument | null {
    return this.document.actor;
  }
  get name(): string {
    return this.document.name;
  }
  get isOwner(): boolean {
    return (this.actor?.getUserLevel() ?? 0) >= OWNERSHIP.OWNER;
  }
  get isTargeted(): boolean {
    return targets.has(this);
  }

  /** Targets or untargets this token for the current user (fires `targetToken`). */
  setTarget(targeted = true, { releaseOthers = true }: { releaseOthers?: boolean } = {}): void {
    if (targeted && releaseOthers)
      for (const t of [...targets]) if (t !== this) t.setTarget(false, { releaseOthers: false });
    const had = targets.has(this);
    if (targeted) targets.add(this);
    else targets.delete(this);
    if (had !== targeted) runtime.hooks.callAll("targetToken", currentUser(), this, targeted);
  }
}

/** The current user's targets (`game.user.targets`). */
export const targets = new Set<SandboxToken>();
