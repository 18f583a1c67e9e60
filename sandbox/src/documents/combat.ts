// Combat and Combatant documents: turn order, round/turn advance, initiative rolls.
import type { Collection } from "../core/collection";
import { OWNERSHIP, ROLES } from "../core/protocol";
import { escapeHTML, type AnyObject } from "../core/utils";
import {
  BooleanField,
  DocumentIdField,
  FilePathField,
  NumberField,
  ObjectField,
  StringField,
} from "../data/fields";
import type { DataField } from "../data/field-base";
import { Roll } from "../dice/roll";
import type { Actor } from "./actor";
import { ClientDocument } from "./document";
import { documentClass, runtime } from "./runtime";
import { ChatMessage as SandboxChatMessage } from "./chat-message";
import { activeScene, type Scene, type TokenDocument } from "./scene";

export class Combat extends ClientDocument {
  static override documentName = "Combat" as const;
  static override embedded = { Combatant: "combatants" };
  static override getterFields = ["scene"];

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      scene: new StringField({ nullable: true, initial: null }),
      active: new BooleanField({ initial: false }),
      round: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      turn: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
      sort: new NumberField({ integer: true, initial: 0 }),
      flags: new ObjectField(),
    };
  }

  declare combatants: Collection<Combatant>;
  declare round: number;
  declare turn: number | null;
  declare active: boolean;
  declare turns: Combatant[];

  get started(): boolean {
    return (this.turns?.length ?? 0) > 0 && this.round > 0;
  }
  get isActive(): boolean {
    return this.active;
  }
  get combatant(): Combatant | null {
    return this.turn === null ? null : (this.turns?.[this.turn] ?? null);
  }
  get nextCombatant(): Combatant | null {
    if (this.turn === null) return null;
    return this.turns[this.turn + 1] ?? null;
  }
  /** The scene the combat is linked to, if any (`scene` holds its id). */
  get scene(): Scene | null {
    const id = this._source.scene;
    return typeof id === "string"
      ? ((runtime.collections.scenes.get(id) as Scene | undefined) ?? null)
      : null;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.setupTurns();
  }

  /**
   * Foundry v13 passes the comparator UNBOUND (`contents.sort(this._sortCombatants)`): inside an
   * override `this` is undefined, so a system must reach its combat through `a.parent`.
   */
  setupTurns(): Combatant[] {
    const compare = this._sortCombatants;
    this.turns = [...this.combatants].sort(compare);
    return this.turns;
  }

  /** Highest initiative first, unrolled last, then by name and id (Foundry's order). */
  _sortCombatants(a: Combatant, b: Combatant): number {
    const ia = typeof a.initiative === "number" ? a.initiative : -Infinity;
    const ib = typeof b.initiative === "number" ? b.initiative : -Infinity;
    return ib - ia || (a.name ?? "").localeCompare(b.name ?? "") || String(a.id).localeCompare(String(b.id));
  }

  /**
   * The combatants of an actor: a synthetic token actor's are those of its token; a world actor's
   * (or an id's) those with its actorId, as Foundry matches them.
   */
  getCombatantsByActor(actor: ClientDocument | string): Combatant[] {
    if (typeof actor !== "string" && (actor as Actor).isToken) {
      const token = (actor as Actor).token;
      return token ? this.getCombatantsByToken(token) : [];
    }
    const id = typeof actor === "string" ? actor : actor.id;
    return this.combatants.filter((c) => c.actorId === id);
  }
  getCombatantsByToken(token: ClientDocument | string): Combatant[] {
    const id = typeof token === "string" ? token : token.id;
    return this.combatants.filter((c) => c.tokenId === id);
  }
  getCombatantByActor(actor: ClientDocument | string): Combatant | null {
    return this.getCombatantsByActor(actor)[0] ?? null;
  }

  /** Makes this the active encounter and deactivates the others, in one batch (as Foundry does). */
  async activate(): Promise<this | undefined> {
    const updates: AnyObject[] = runtime.collections.combats
      .filter((c) => c !== this && (c as Combat).active)
      .map((c) => ({ _id: c.id, active: false }));
    updates.push({ _id: this.id, active: true });
    await (this.constructor as typeof Combat).updateDocuments(updates);
    return this;
  }

  /** Foundry plays the world's combat theme's sound for an announcement ("startEncounter"...): no audio here. */
  _playCombatSound(_announcement: string): void {}

  async startCombat(): Promise<this | undefined> {
    this._playCombatSound("startEncounter");
    const updateData = { round: 1, turn: 0 };
    runtime.hooks.callAll("combatStart", this, updateData);
    return this.update(updateData);
  }

  async nextTurn(): Promise<this | undefined> {
    const turn = this.turn ?? -1;
    const next = turn + 1;
    if (next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = { direction: 1 };
    runtime.hooks.callAll("combatTurn", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async previousTurn(): Promise<this | undefined> {
    if (this.turn === 0 && this.round === 0) return this;
    if ((this.turn ?? 0) <= 0) return this.previousRound();
    const updateData = { round: this.round, turn: (this.turn ?? 1) - 1 };
    const updateOptions = { direction: -1 };
    runtime.hooks.callAll("combatTurn", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async nextRound(): Promise<this | undefined> {
    const updateData = { round: this.round + 1, turn: 0 };
    const updateOptions = { direction: 1 };
    runtime.hooks.callAll("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async previousRound(): Promise<this | undefined> {
    const round = Math.max(this.round - 1, 0);
    const updateData = { round, turn: round === 0 ? 0 : Math.max(this.turns.length - 1, 0) };
    const updateOptions = { direction: -1 };
    runtime.hooks.callAll("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  /** Asks for confirmation (a DialogV2 in the page), then deletes the combat. */
  async endCombat(): Promise<this | undefined> {
    const ok = runtime.confirm
      ? await runtime.confirm(
          "End Combat Encounter",
          "<p>End this combat encounter and empty the turn tracker?</p>",
        )
      : true;
    return ok ? this.delete() : undefined;
  }

  /** Rolls initiative: ONE combatant update batch and ONE chat message batch. */
  async rollInitiative(
    ids: string | string[],
    {
      formula = null,
      updateTurn = true,
      messageOptions = {},
    }: { formula?: string | null; updateTurn?: boolean; messageOptions?: AnyObject } = {},
  ): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const currentId = this.combatant?.id;
    const updates: AnyObject[] = [];
    const messages: AnyObject[] = [];
    const ChatMessage = documentClass("ChatMessage");
    for (const id of list) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = combatant.getInitiativeRoll(formula ?? undefined);
      await roll.evaluate();
      updates.push({ _id: id, initiative: roll.total });
      const message: AnyObject = {
        speaker: {
          scene: combatant.sceneId,
          actor: combatant.actorId,
          token: combatant.tokenId,
          alias: combatant.name,
        },
        flavor: `${escapeHTML(combatant.name ?? "")} rolls for Initiative!`, // flavor is HTML: the name is text
        rolls: [roll],
        content: String(roll.total),
        ...messageOptions,
      };
      // As Foundry does: a hidden combatant rolls privately (whispered to the GMs) unless the caller
      // asked for a roll mode, so its name does not reach the players through the chat.
      if (combatant.hidden && !("rollMode" in messageOptions))
        SandboxChatMessage.applyRollMode(message, "gmroll");
      messages.push(message);
    }
    if (updates.length === 0) return this;
    // v13: the batch's `combatTurn` keeps the turn on the current combatant (see _preUpdateOperation);
    // `updateTurn: false` keeps the index instead (foundryvtt issue 12311).
    const keepIndex = !updateTurn && currentId !== undefined && this.turn !== null;
    await this.updateEmbeddedDocuments("Combatant", updates, keepIndex ? { combatTurn: this.turn } : {});
    await ChatMessage.createDocuments(messages);
    return this;
  }

  async rollAll(options: AnyObject = {}): Promise<this> {
    const ids = this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => String(c.id));
    return this.rollInitiative(ids, options);
  }
  async rollNPC(options: AnyObject = {}): Promise<this> {
    const ids = this.combatants
      .filter((c) => c.isOwner && c.isNPC && c.initiative === null)
      .map((c) => String(c.id));
    return this.rollInitiative(ids, options);
  }
  /** v13 (foundryvtt issue 12312): one batch; its `combatTurn` keeps the turn on the same combatant. */
  async resetAll({ updateTurn = true }: { updateTurn?: boolean } = {}): Promise<this | undefined> {
    const updates = this.combatants.map((c) => ({ _id: c.id, initiative: null }));
    await this.updateEmbeddedDocuments("Combatant", updates, updateTurn ? {} : { combatTurn: this.turn });
    return this;
  }
}

export class Combatant extends ClientDocument {
  static override documentName = "Combatant" as const;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      actorId: new StringField({ nullable: true, initial: null }),
      tokenId: new StringField({ nullable: true, initial: null }),
      sceneId: new StringField({ nullable: true, initial: null }),
      name: new StringField({ initial: "" }),
      img: new FilePathField({ nullable: true, initial: null }),
      initiative: new NumberField({ nullable: true, initial: null }),
      hidden: new BooleanField({ initial: false }),
      defeated: new BooleanField({ initial: false }),
      flags: new ObjectField(),
    };
  }

  /**
   * Foundry v13 (foundryvtt issues 11531, 12990): on the requesting client a Combatant update batch
   * of a started combat gets `combatTurn`, the index the CURRENT combatant will have once the batch's
   * initiatives are sorted in; the server then moves `combat.turn` there in the same operation, so
   * the turn follows the combatant, not the index (even with `turnEvents: false`). A caller that
   * passes its own `combatTurn` keeps it.
   */
  static override async _preUpdateOperation(
    _documents: ClientDocument[],
    operation: AnyObject,
    _user: unknown,
  ): Promise<void> {
    const combat = operation.parent as Combat | null;
    const current = combat?.combatant;
    if (!combat || !current || operation.combatTurn !== undefined) return;
    const updates = new Map((operation.updates as AnyObject[]).map((u) => [String(u._id), u]));
    const after = combat.combatants.map((c) => {
      const change = updates.get(String(c.id));
      return change && "initiative" in change
        ? (Object.create(c, { initiative: { value: change.initiative } }) as Combatant)
        : c;
    });
    const compare = combat._sortCombatants;
    after.sort(compare);
    operation.combatTurn = Math.max(
      after.findIndex((c) => c.id === current.id),
      0,
    );
  }

  declare actorId: string | null;
  declare tokenId: string | null;
  declare sceneId: string | null;
  declare initiative: number | null;
  declare hidden: boolean;
  declare defeated: boolean;

  override prepareBaseData(): void {
    super.prepareBaseData();
    const actor = this.actor;
    // Foundry names a combatant after its token, then its actor.
    this.name = String(this._source.name || this.token?.name || actor?.name || "Unknown Combatant");
    this.img = (this._source.img as string | null) || actor?.img || "icons/svg/mystery-man.svg";
  }

  get combat(): Combat | null {
    return this.parent as Combat | null;
  }
  /** The token's actor (a synthetic actor for an unlinked token), else the world actor. */
  get actor(): Actor | null {
    const token = this.token;
    if (token) return token.actor as Actor | null;
    return (runtime.collections.actors.get(String(this.actorId)) as Actor | undefined) ?? null;
  }
  /** The token on the combat's scene (or the combatant's `sceneId`, or the active scene). */
  get token(): TokenDocument | null {
    if (!this.tokenId) return null;
    const scene =
      this.combat?.scene ??
      (runtime.collections.scenes.get(String(this.sceneId)) as Scene | undefined) ??
      activeScene();
    return scene?.tokens.get(this.tokenId) ?? null;
  }
  /**
   * Foundry's Combatant#isDefeated, the one source of truth for defeat (public foundryvtt issue 8197): the
   * defeated flag, or the actor's `CONFIG.specialStatusEffects.DEFEATED` status (core's "dead").
   */
  get isDefeated(): boolean {
    const special = (runtime.config as unknown as { specialStatusEffects?: { DEFEATED?: string } })
      .specialStatusEffects;
    const id = special?.DEFEATED;
    return this.defeated || (id !== undefined && this.actor?.statuses.has(id) === true);
  }
  /**
   * Foundry's Combatant#visible: its owners (GMs included) see it, anyone else only while it is not
   * hidden; core's tracker leaves out the combatants a user cannot see.
   */
  override get visible(): boolean {
    return this.isOwner || !this.hidden;
  }
  get isNPC(): boolean {
    return !this.actor?.hasPlayerOwner;
  }
  get players(): ClientDocument[] {
    const actor = this.actor;
    if (!actor) return [];
    return runtime.collections.users.filter(
      (u) => Number(u._source.role) < ROLES.ASSISTANT && actor.testUserPermission(u, OWNERSHIP.OWNER),
    );
  }
  protected override _ownershipSource(): AnyObject | undefined {
    return this.actor?._source;
  }

  _getInitiativeFormula(): string {
    const configured = (runtime.config.Combat?.initiative as { formula?: string } | undefined)?.formula;
    return String(configured || runtime.initiativeFormula || "1d20");
  }

  getInitiativeRoll(formula?: string): Roll {
    return new Roll(formula ?? this._getInitiativeFormula(), this.actor?.getRollData() ?? {});
  }

  async rollInitiative(formula?: string): Promise<Combat | null> {
    return this.combat ? this.combat.rollInitiative([String(this.id)], { formula: formula ?? null }) : null;
  }
}
