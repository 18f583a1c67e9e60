// Scene and TokenDocument. As in Foundry, a token of a LINKED actor shows the world actor itself; a
// token of an UNLINKED actor has its own synthetic Actor: the same `id` as the base actor, `isToken`,
// `token` = this TokenDocument, uuid `Scene.<s>.Token.<t>.Actor.<a>`, built from the base actor's
// source with the token's ActorDelta (`delta`) over it; its writes go into the delta, never into the
// base actor (database.ts, server/world.ts).
import type { Collection } from "../core/collection";
import type { DocumentName } from "../core/protocol";
import { syntheticSource } from "../core/synthetic";
import { getProperty, isPlainObject, type AnyObject } from "../core/utils";
import { DataModel } from "../data/data-model";
import {
  BooleanField,
  DocumentIdField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
} from "../data/fields";
import type { DataField } from "../data/field-base";
import { ClientDocument } from "./document";
import { documentClass, runtime } from "./runtime";
import { SandboxToken } from "./token";

export class Scene extends ClientDocument {
  static override documentName = "Scene" as const;
  static override embedded = { Token: "tokens" };
  static override hasTypeData = false;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false }),
      active: new BooleanField({ initial: false }),
      flags: new ObjectField(),
    };
  }

  declare tokens: Collection<TokenDocument>;
  declare active: boolean;
}

/** What `TokenDocument#getBarAttribute` returns. */
export interface BarAttribute {
  type: "bar" | "value";
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

const synthetics = new WeakMap<TokenDocument, ClientDocument>();
const placeables = new WeakMap<TokenDocument, SandboxToken>();

export class TokenDocument extends ClientDocument {
  static override documentName = "Token" as const;
  static override hasTypeData = false;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ initial: "" }),
      actorId: new StringField({ nullable: true, initial: null }),
      actorLink: new BooleanField({ initial: false }),
      disposition: new NumberField({ required: true, integer: true, choices: [-2, -1, 0, 1], initial: -1 }),
      hidden: new BooleanField({ initial: false }),
      x: new NumberField({ integer: true, initial: 0 }),
      y: new NumberField({ integer: true, initial: 0 }),
      // the token's first bar (the placed prototype token's; a new one follows `primaryTokenAttribute`)
      bar1: new SchemaField({
        attribute: new StringField({ nullable: true, initial: () => runtime.primaryTokenAttribute }),
      }),
      delta: new ObjectField(),
      flags: new ObjectField(),
    };
  }

  declare actorId: string | null;
  declare bar1: { attribute: string | null };
  declare actorLink: boolean;
  declare disposition: number;
  declare hidden: boolean;

  get isLinked(): boolean {
    return this.actorLink;
  }
  /** The world actor this token was placed from. */
  get baseActor(): ClientDocument | null {
    return runtime.collections.actors.get(String(this.actorId)) ?? null;
  }
  /** The world actor (linked), or this token's own synthetic actor (unlinked), built once and kept. */
  get actor(): ClientDocument | null {
    if (this.actorLink) return this.baseActor;
    const cached = synthetics.get(this);
    if (cached) return cached;
    const source = syntheticSource(this.baseActor?._source, this._source);
    if (!source) return null;
    const actor = new (documentClass("Actor"))(source, { parent: this });
    actor.prepareData();
    synthetics.set(this, actor);
    return actor;
  }
  /** The placeable on the (absent) canvas: what targets and `getActiveTokens` hold. */
  get object(): SandboxToken {
    let token = placeables.get(this);
    if (!token) placeables.set(this, (token = new SandboxToken(this)));
    return token;
  }
  get scene(): Scene | null {
    return this.parent as Scene | null;
  }

  /** A token is owned through its actor. */
  protected override _ownershipSource(): AnyObject | undefined {
    return this.actor?._source;
  }

  /** The synthetic actor is reached as an embedded document (`fromUuid` of `...Token.t.Actor.a`). */
  override getEmbeddedDocument(name: DocumentName, id: string): ClientDocument | undefined {
    if (name !== "Actor") return super.getEmbeddedDocument(name, id);
    const actor = this.actorLink ? null : this.actor;
    return actor && actor.id === id ? actor : undefined;
  }

  /**
   * The bar's attribute read from the actor's `system`: a `{ value, max }` object is a "bar", a
   * number a "value". Foundry marks it editable only when the edited number is a NumberField of the
   * system's schema (`<attribute>.value` for a bar, the attribute itself for a value): an
   * attribute computed in prepareDerivedData shows, but the HUD cannot change it (foundryvtt
   * issues 8715, 8907). Declaring it in `CONFIG.Actor.trackableAttributes` lists it in the token
   * configuration; it does not make it editable. A system that maps a derived bar to stored data
   * overrides this method (as dnd5e's TokenDocument does for its hit points).
   */
  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}): BarAttribute | null {
    const attribute =
      alternative ?? (this as unknown as Record<string, { attribute?: string | null }>)[barName]?.attribute;
    const system = this.actor?.system as AnyObject | undefined;
    if (!attribute || !system) return null;
    const data = getProperty(system, attribute);
    const schemaNumber = (path: string): boolean =>
      system instanceof DataModel && system.schema.getField(path) instanceof NumberField;
    if (typeof data === "number")
      return { type: "value", attribute, value: data, editable: schemaNumber(attribute) };
    if (isPlainObject(data) && "value" in data && "max" in data) {
      return {
        type: "bar",
        attribute,
        value: Number(data.value ?? 0),
        max: Number(data.max ?? 0),
        editable: schemaNumber(`${attribute}.value`),
      };
    }
    return null;
  }

  /** Rebuilds an unlinked token's synthetic actor in place after its base actor changed. */
  refreshSynthetic(): void {
    const actor = synthetics.get(this);
    if (!actor) return;
    const source = syntheticSource(this.baseActor?._source, this._source);
    if (!source) return;
    actor._replaceSource(source);
    actor.render(false);
  }
}

/** Every scene's tokens of a world actor. */
export function tokensOf(actorId: string): TokenDocument[] {
  const out: TokenDocument[] = [];
  for (const scene of runtime.collections.scenes.contents as Scene[])
    for (const token of scene.tokens) if (token.actorId === actorId) out.push(token);
  return out;
}

/** The active scene (`game.scenes.active`). */
export function activeScene(): Scene | null {
  return (runtime.collections.scenes.find((s) => (s as Scene).active) as Scene | undefined) ?? null;
}

// A change to a world actor (or its items) shows in its unlinked tokens' synthetic actors, as
// Foundry re-prepares them from the base actor.
runtime.listeners.add((change) => {
  const doc = change.document;
  const base = doc.documentName === "Actor" && !doc.parent ? doc : doc.parent;
  if (!base || base.documentName !== "Actor" || base.parent) return;
  for (const token of tokensOf(String(base.id))) if (!token.actorLink) token.refreshSynthetic();
});
