// The sandbox has no scenes: each actor has one implicit token (id = actor id) that can be targeted.
import { OWNERSHIP } from "../core/protocol";
import type { ClientDocument } from "./document";
import { currentUser, runtime } from "./runtime";
import { TokenDocument } from "./token-document";

export type TokenDocumentLike = TokenDocument & { object: SandboxToken };

const tokens = new Map<string, SandboxToken>();

export class SandboxToken {
  constructor(readonly actorId: string) {}

  static for(actor: ClientDocument): SandboxToken {
    const id = String(actor.id);
    let token = tokens.get(id);
    if (!token) tokens.set(id, (token = new SandboxToken(id)));
    return token;
  }

  get id(): string {
    return this.actorId;
  }
  get actor(): ClientDocument | undefined {
    return runtime.collections.actors.get(this.actorId);
  }
  get name(): string {
    return this.actor?.name ?? "";
  }
  get isOwner(): boolean {
    return (this.actor?.getUserLevel() ?? 0) >= OWNERSHIP.OWNER;
  }
  get document(): TokenDocumentLike {
    const actor = this.actor;
    if (!actor) throw new Error(`The token's actor ${this.actorId} no longer exists`);
    const token = (actor._source.prototypeToken ?? {}) as {
      disposition?: number;
      name?: string;
      bar1?: { attribute?: string | null };
    };
    // built from CONFIG.Token.documentClass, so a system's TokenDocument subclass is the one used
    const tokenConfig = (runtime.config as Partial<Record<string, { documentClass?: unknown }>>).Token;
    const Cls = (tokenConfig?.documentClass as typeof TokenDocument | undefined) ?? TokenDocument;
    return new Cls({
      id: this.actorId,
      _id: this.actorId,
      name: token.name || actor.name,
      disposition: typeof token.disposition === "number" ? token.disposition : -1,
      actor,
      actorId: this.actorId,
      uuid: `Scene.sandbox.Token.${this.actorId}`,
      isOwner: this.isOwner,
      object: this,
      parent: null,
      bar1: { attribute: token.bar1?.attribute ?? null },
    }) as TokenDocumentLike;
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
