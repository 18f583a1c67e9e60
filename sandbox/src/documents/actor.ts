// Actor and Item documents.
import { OWNERSHIP, ROLES } from "../core/protocol";
import { getProperty, isPlainObject, type AnyObject } from "../core/utils";
import {
  ArrayField,
  BooleanField,
  DocumentIdField,
  FilePathField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
} from "../data/fields";
import type { Collection } from "../core/collection";
import type { DataField } from "../data/field-base";
import { ActiveEffect } from "./active-effect";
import { ClientDocument } from "./document";
import { runtime } from "./runtime";
import { activeScene } from "./scene";
import type { SandboxToken, TokenDocumentLike } from "./token";

const common = (defaultImg: string): Record<string, DataField> => ({
  _id: new DocumentIdField(),
  name: new StringField({ required: true, blank: false }),
  type: new StringField({ required: true, blank: false }),
  img: new FilePathField({ initial: defaultImg }),
  folder: new StringField({ nullable: true, initial: null }),
  sort: new NumberField({ integer: true, initial: 0 }),
  ownership: new ObjectField({ initial: () => ({ default: OWNERSHIP.NONE }) }),
  flags: new ObjectField(),
});

export class Actor extends ClientDocument {
  static override documentName = "Actor" as const;
  static override embedded = { Item: "items", ActiveEffect: "effects" };

  static override defineSchema(): Record<string, DataField> {
    return {
      ...common("icons/svg/mystery-man.svg"),
      prototypeToken: new SchemaField({
        name: new StringField({ initial: "" }),
        disposition: new NumberField({ required: true, integer: true, choices: [-2, -1, 0, 1], initial: -1 }),
        actorLink: new BooleanField({ initial: false }),
        // a new token's first bar follows system.json `primaryTokenAttribute`, as in Foundry
        bar1: new SchemaField({
          attribute: new StringField({
            nullable: true,
            blank: true,
            initial: () => runtime.primaryTokenAttribute,
          }),
        }),
      }),
    };
  }

  declare items: Collection<ClientDocument>;
  declare effects: Collection<ClientDocument>;
  /**
   * The status ids of the applied effects, derived in prepareEmbeddedDocuments as Foundry v13 does.
   * Declared, not initialized: a world actor is prepared inside the base constructor, and a class
   * field initializer runs after it, which emptied the set of every actor loaded with effects.
   */
  declare statuses: Set<string>;

  /** v13: the effects that apply to this actor (the sandbox has no item-transferred effects). */
  get appliedEffects(): ActiveEffect[] {
    return (this.effects?.contents ?? []).filter(
      (e): e is ActiveEffect => e instanceof ActiveEffect && e.active,
    );
  }

  /** An actor not prepared yet (a synthetic token actor before its token prepares it) has no status. */
  override _initialize(): void {
    super._initialize();
    this.statuses ??= new Set();
  }

  /** Foundry's Actor applies its active effects after preparing the embedded documents; `statuses` is rebuilt there. */
  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.statuses = new Set(this.appliedEffects.flatMap((e) => [...e.statuses]));
  }

  /**
   * v13's toggle of a `CONFIG.statusEffects` entry: with an effect carrying the status, deletes them
   * all (false) unless `active` is true (then nothing changes: undefined); without one, creates the
   * effect from the status (returns it) unless `active` is false (undefined). `overlay` is stored
   * in the effect's core flags, as Foundry does.
   */
  async toggleStatusEffect(
    statusId: string,
    { active, overlay = false }: { active?: boolean; overlay?: boolean } = {},
  ): Promise<ActiveEffect | boolean | undefined> {
    const existing = (this.effects?.contents ?? []).filter(
      (e) => e instanceof ActiveEffect && e.statuses.has(statusId),
    );
    if (existing.length > 0) {
      if (active === true) return undefined;
      await this.deleteEmbeddedDocuments(
        "ActiveEffect",
        existing.map((e) => String(e.id)),
      );
      return false;
    }
    if (active === false) return undefined;
    const data = ActiveEffect.fromStatusEffect(statusId);
    if (overlay) data.flags = { core: { overlay: true } };
    const [created] = await this.createEmbeddedDocuments("ActiveEffect", [data], { keepId: true });
    return created as ActiveEffect | undefined;
  }
  declare prototypeToken: {
    name: string;
    disposition: number;
    actorLink: boolean;
    bar1: { attribute: string | null };
  };

  get itemTypes(): Record<string, ClientDocument[]> {
    const types: Record<string, ClientDocument[]> = {};
    for (const type of Item.validTypes()) types[type] = [];
    for (const item of this.items) (types[item.type] ??= []).push(item);
    return types;
  }

  get hasPlayerOwner(): boolean {
    return runtime.collections.users.some(
      (u) => Number(u._source.role) < ROLES.ASSISTANT && this.testUserPermission(u, OWNERSHIP.OWNER),
    );
  }

  /** A synthetic actor of an unlinked token (its parent is the TokenDocument), as in Foundry. */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }
  get token(): TokenDocumentLike | null {
    return this.isToken ? (this.parent as TokenDocumentLike) : null;
  }

  /**
   * The tokens of this actor on the active scene: a synthetic actor's own token only; a world
   * actor's linked tokens (`linked`), or all its tokens (Foundry's `getActiveTokens(linked, document)`).
   */
  getActiveTokens(linked = false, document = false): (SandboxToken | TokenDocumentLike)[] {
    const token = this.token;
    const docs = token
      ? [token]
      : (activeScene()?.tokens.filter((t) => t.actorId === this.id && (!linked || t.actorLink)) ?? []);
    return docs.map((d) => (document ? d : d.object));
  }

  /** A synthetic actor's ownership is in its own (merged) source, not its token's. */
  protected override _ownershipSource(): AnyObject | undefined {
    return this._source;
  }

  getRollData(): AnyObject {
    return this.system as AnyObject;
  }

  /**
   * A token bar or HUD edit of `system.<attribute>`, as Foundry does it: a bar (`{ value, max }`)
   * sets its value (a delta is kept between 0 and max); a plain number is set or changed by delta.
   */
  async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta = false,
    isBar = true,
  ): Promise<unknown> {
    const current = getProperty(this.system as AnyObject, attribute);
    if (isBar && isPlainObject(current)) {
      const now = Number(current.value ?? 0);
      const max = Number(current.max ?? 0);
      const next = isDelta ? Math.min(Math.max(now + value, 0), max) : value;
      return this.update({ [`system.${attribute}.value`]: next });
    }
    const next = isDelta ? Number(current ?? 0) + value : value;
    return this.update({ [`system.${attribute}`]: next });
  }
}

export class Item extends ClientDocument {
  static override documentName = "Item" as const;

  static override defineSchema(): Record<string, DataField> {
    return { ...common("icons/svg/item-bag.svg"), effects: new ArrayField(new ObjectField()) };
  }

  get actor(): ClientDocument | null {
    return this.parent;
  }

  getRollData(): AnyObject {
    const actorData = (this.parent as Actor | null)?.getRollData() ?? {};
    return { ...actorData, item: this.system };
  }
}
