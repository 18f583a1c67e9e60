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

  get controlled(): boolean {
    return controlled.has(this);
  }

  /**
   * Selects this token for the current user, as Foundry's `Token#control` does: only a token the user
   * owns (a GM owns all) may be controlled; false otherwise. Fires `controlToken`.
   */
  control({ releaseOthers = true }: { releaseOthers?: boolean } = {}): boolean {
    if (!this.isOwner) return false;
    if (releaseOthers) for (const t of [...controlled]) if (t !== this) t.release();
    if (!controlled.has(this)) {
      controlled.add(this);
      runtime.hooks.callAll("controlToken", this, true);
    }
    return true;
  }

  /** Releases this token (fires `controlToken` when it was controlled). */
  release(): boolean {
    if (controlled.delete(this)) runtime.hooks.callAll("controlToken", this, false);
    return true;
  }
}

/** The current user's controlled tokens (`canvas.tokens.controlled`). */
export const controlled = new Set<SandboxToken>();

/** The part of `canvas` the sandbox has: the token layer's controlled tokens (there is no drawn canvas). */
export const sandboxCanvas = {
  tokens: {
    get controlled(): SandboxToken[] {
      return [...controlled];
    },
    releaseAll(): number {
      const n = controlled.size;
      for (const t of [...controlled]) t.release();
      return n;
    },
  },
};

/** The current user's targets (`game.user.targets`). */
export const targets = new Set<SandboxToken>();
