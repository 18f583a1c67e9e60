// The Macro document (v13): a world document of type "script" (a command run as an async function) or
// "chat" (a command posted as the user's chat message), with an author and an ownership.
import { OWNERSHIP, ROLES } from "../core/protocol";
import { MACRO_SCRIPT_ROLE } from "../core/permissions";
import type { AnyObject } from "../core/utils";
import { DocumentIdField, NumberField, ObjectField, StringField } from "../data/fields";
import type { DataField } from "../data/field-base";
import { ClientDocument } from "./document";
import { currentUser, documentClass, runtime } from "./runtime";

/** The constructor of an async function, as Foundry builds a script macro's body. */
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

export class Macro extends ClientDocument {
  static override documentName = "Macro" as const;
  static override hasTypeData = false;
  static override getterFields = ["author"];

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false }),
      type: new StringField({ required: true, choices: ["script", "chat"], initial: "chat" }),
      author: new StringField({ nullable: true, initial: () => runtime.userId || null }),
      img: new StringField({ initial: "icons/svg/dice-target.svg" }),
      scope: new StringField({ choices: ["global", "actors", "actor"], initial: "global" }),
      command: new StringField({ initial: "" }),
      folder: new StringField({ nullable: true, initial: null }),
      sort: new NumberField({ integer: true, initial: 0 }),
      ownership: new ObjectField({ initial: () => ({ default: OWNERSHIP.NONE }) }),
      flags: new ObjectField(),
    };
  }

  declare command: string;

  get author(): ClientDocument | undefined {
    return runtime.collections.users.get(String(this._source.author));
  }
  get isAuthor(): boolean {
    return this._source.author === runtime.userId;
  }

  /**
   * v13: the user may run it when it may see it (LIMITED or more) and, for a script, holds MACRO_SCRIPT
   * (the PLAYER role by default).
   */
  get canExecute(): boolean {
    const user = currentUser();
    if (!user || !this.testUserPermission(user, "LIMITED")) return false;
    return this._source.type !== "script" || Number(user._source.role) >= MACRO_SCRIPT_ROLE;
  }

  /** A non-GM creator becomes its author and owner, as Foundry gives a created document to its creator. */
  override async _preCreate(_data: AnyObject, _options: AnyObject, user: unknown): Promise<boolean | void> {
    const creator = user as ClientDocument | undefined;
    if (!creator) return;
    const ownership = { ...(this._source.ownership as Record<string, number>) };
    if (Number(creator._source.role) < ROLES.ASSISTANT) ownership[String(creator.id)] = OWNERSHIP.OWNER;
    this.updateSource({ author: creator.id, ownership });
  }

  /**
   * Runs the command: a script as an async function of `speaker`, `actor`, `token`, `character`, `scope`
   * with the macro as `this` (its value returned); a chat macro posts its command as the user's message.
   * A user who may not run it is warned and nothing runs (v13 `Macro#execute`).
   */
  async execute(scope: AnyObject = {}): Promise<unknown> {
    if (!this.canExecute) {
      (globalThis as { ui?: { notifications?: { warn(m: string): void } } }).ui?.notifications?.warn(
        `You do not have permission to execute Macro ${String(this.name)}.`,
      );
      return undefined;
    }
    const ChatMessage = documentClass("ChatMessage") as typeof ClientDocument & {
      getSpeaker(o: AnyObject): AnyObject;
    };
    const character = (currentUser() as unknown as { character?: ClientDocument | null })?.character ?? null;
    const actor = (scope.actor as ClientDocument | undefined) ?? character;
    const speaker = ChatMessage.getSpeaker({ actor });
    if (this._source.type === "chat") return ChatMessage.create({ content: this.command, speaker });
    const fn = new AsyncFunction("speaker", "actor", "token", "character", "scope", this.command);
    return fn.call(this, speaker, actor, scope.token ?? null, character, scope);
  }
}
