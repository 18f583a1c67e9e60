// The ChatMessage document: author, speaker, rolls (stored as JSON), whispers, and renderHTML().
import { escapeHTML, type AnyObject } from "../core/utils";
import {
  ArrayField,
  BooleanField,
  DocumentIdField,
  HTMLField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
} from "../data/fields";
import { DataField, type Failures } from "../data/field-base";
import { Roll, rollMessages } from "../dice/roll";
import { ClientDocument } from "./document";
import { currentUser, documentClass, runtime } from "./runtime";

/** A roll stored as a JSON string; a Roll (or plain object) given on create is serialized. */
class JSONField extends DataField {
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? value : JSON.stringify(value);
  }
  protected validateType(value: unknown, path: string, failures: Failures): void {
    try {
      JSON.parse(String(value));
    } catch {
      failures.push(`${path}: must be a JSON string`);
    }
  }
}

export interface Speaker {
  scene: string | null;
  actor: string | null;
  token: string | null;
  alias: string;
}

export class ChatMessage extends ClientDocument {
  static override documentName = "ChatMessage" as const;
  static override getterFields = ["author", "rolls"];

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      style: new NumberField({ integer: true, initial: 0 }),
      author: new StringField({ nullable: true, initial: () => runtime.userId || null }),
      timestamp: new NumberField({ required: true, nullable: false, initial: () => Date.now() }),
      flavor: new HTMLField(),
      content: new HTMLField(),
      speaker: new SchemaField({
        scene: new StringField({ nullable: true, initial: null }),
        actor: new StringField({ nullable: true, initial: null }),
        token: new StringField({ nullable: true, initial: null }),
        alias: new StringField({ initial: "" }),
      }),
      whisper: new ArrayField(new StringField()),
      blind: new BooleanField({ initial: false }),
      rolls: new ArrayField(new JSONField({ required: true })),
      sound: new StringField({ nullable: true, initial: null }),
      emote: new BooleanField({ initial: false }),
      flags: new ObjectField(),
    };
  }

  declare content: string;
  declare flavor: string;
  declare speaker: Speaker;
  declare whisper: string[];
  declare blind: boolean;
  declare timestamp: number;

  static getSpeaker({
    actor,
    alias,
    token,
  }: { actor?: ClientDocument | null; alias?: string; token?: ClientDocument | null } = {}): Speaker {
    // A synthetic actor speaks as its token (Foundry fills the token and its scene from it).
    const tok = token ?? (actor?.parent?.documentName === "Token" ? actor.parent : null);
    return {
      scene: tok?.parent?.id ?? null,
      actor: actor?.id ?? null,
      token: tok?.id ?? null,
      alias: alias ?? actor?.name ?? currentUser()?.name ?? "",
    };
  }

  static applyRollMode(data: AnyObject, mode: string): AnyObject {
    const gms = runtime.collections.users.filter((u) => Number(u._source.role) >= 3).map((u) => String(u.id));
    if (mode === "gmroll") data.whisper = gms;
    else if (mode === "blindroll") Object.assign(data, { whisper: gms, blind: true });
    else if (mode === "selfroll") data.whisper = [runtime.userId];
    else data.whisper = [];
    return data;
  }

  get author(): ClientDocument | undefined {
    return runtime.collections.users.get(String(this._source.author));
  }
  get rolls(): Roll[] {
    return (this._source.rolls as string[]).map((r) => Roll.fromJSON(r));
  }
  get isRoll(): boolean {
    return (this._source.rolls as string[]).length > 0;
  }
  get isAuthor(): boolean {
    return this._source.author === runtime.userId;
  }
  get alias(): string {
    return this.speaker.alias || this.speakerActor?.name || this.author?.name || "";
  }
  get speakerActor(): ClientDocument | null {
    return this.speaker.actor ? (runtime.collections.actors.get(this.speaker.actor) ?? null) : null;
  }
  override get visible(): boolean {
    if (this.whisper.length === 0 || this.isAuthor) return true;
    return (
      Boolean(currentUser()?._source.role && Number(currentUser()?._source.role) >= 3) ||
      this.whisper.includes(runtime.userId)
    );
  }
  get isContentVisible(): boolean {
    if (!this.visible) return false;
    if (this.blind) return Number(currentUser()?._source.role) >= 3;
    return true;
  }
  protected override _ownershipSource(): AnyObject | undefined {
    return { ownership: { default: 0, [String(this._source.author)]: 3 } };
  }

  /**
   * The message's `<li>` element (Foundry v13): header with sender and flavor, then the content. As in
   * Foundry, the `renderChatMessageHTML` hook fires here, before this returns (so a subclass that changes
   * the HTML after `super.renderHTML` does so after every listener), and a type whose model defines its
   * own `renderHTML` renders the whole element (the hook then gets the message and that HTML only).
   */
  async renderHTML(options: { canDelete?: boolean; [option: string]: unknown } = {}): Promise<HTMLElement> {
    const context: AnyObject = { canDelete: options.canDelete ?? isGM(), ...options };
    const system = this.system as { renderHTML?: (o: AnyObject) => Promise<HTMLElement> } | null;
    if (typeof system?.renderHTML === "function") {
      const html = await system.renderHTML(context);
      runtime.hooks.callAll("renderChatMessageHTML", this, html);
      return html;
    }
    const html = await this.#baseHTML(Boolean(context.canDelete));
    runtime.hooks.callAll("renderChatMessageHTML", this, html, context);
    return html;
  }

  async #baseHTML(remove: boolean): Promise<HTMLElement> {
    let content = this.isContentVisible ? this.content : "";
    if (
      this.isRoll &&
      this.isContentVisible &&
      (content.trim() === "" || /^-?\d+(\.\d+)?$/.test(content.trim()))
    ) {
      content = (await Promise.all(this.rolls.map((r) => r.render()))).join("");
    }
    const li = document.createElement("li");
    li.className = [
      "chat-message",
      "message",
      "flexcol",
      this.whisper.length ? "whisper" : "",
      this.isRoll ? "roll" : "",
    ]
      .filter(Boolean)
      .join(" ");
    li.dataset.messageId = String(this.id);
    const time = new Date(this.timestamp).toLocaleTimeString();
    li.innerHTML =
      `<header class="message-header flexrow"><h4 class="message-sender">${escapeHTML(this.alias)}</h4>` +
      `<span class="message-metadata"><time class="message-timestamp">${escapeHTML(time)}</time>` +
      (remove ? `<a class="message-delete" data-action="deleteMessage" title="Delete">&times;</a>` : "") +
      `</span>${this.flavor ? `<span class="flavor-text">${this.flavor}</span>` : ""}</header>` +
      `<div class="message-content">${content}</div>`;
    return li;
  }
}

const isGM = (): boolean => Number(currentUser()?._source.role) >= 3;

rollMessages.create = async (roll, data, options) => {
  const Impl = documentClass("ChatMessage");
  const messageData = { content: String(roll.total), ...data, rolls: [roll] };
  if (options.create === false) return messageData;
  return Impl.create(messageData, options);
};
