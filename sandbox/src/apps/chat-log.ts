// The chat log (ui.chat): each visible message rendered by ChatMessage#renderHTML() (which calls the
// `renderChatMessageHTML` hook); messages added, replaced and removed as they change.
import { stats } from "../core/stats";
import type { AnyObject } from "../core/utils";
import type { ChatMessage } from "../documents/chat-message";
import { documentClass, runtime } from "../documents/runtime";
import { ApplicationV2, type ApplicationOptions } from "./application";

export class ChatLog extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "chat",
    classes: ["tab", "sidebar-tab", "chat-sidebar"],
    tag: "section",
    window: { title: "CHAT.Title", frame: false },
    actions: {
      deleteMessage: async function (this: ApplicationV2, _event: PointerEvent, target: HTMLElement) {
        const id = target.closest<HTMLElement>("[data-message-id]")?.dataset.messageId ?? "";
        await runtime.collections.messages.get(id)?.delete();
      },
    },
  };

  get log(): HTMLOListElement | null {
    return this.element?.querySelector<HTMLOListElement>("ol.chat-log") ?? null;
  }

  override async _renderHTML(): Promise<HTMLElement[]> {
    const log = document.createElement("ol");
    log.className = "chat-log plain";
    for (const message of runtime.collections.messages.contents as ChatMessage[]) {
      if (message.visible) log.append(await this.renderMessage(message));
    }
    const form = document.createElement("form");
    form.className = "chat-form";
    form.innerHTML = `<textarea id="chat-message" name="content" placeholder="Say something (Enter to send)"></textarea>`;
    form.querySelector("textarea")?.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" || event.shiftKey) return;
      event.preventDefault();
      const area = event.target as HTMLTextAreaElement;
      const content = area.value.trim();
      area.value = "";
      if (content) void documentClass("ChatMessage").create({ content: content.replace(/</g, "&lt;") });
    });
    return [log, form];
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(...(result as HTMLElement[]));
    this.scrollBottom();
  }

  /** The message's renderHTML() (Foundry v13: it calls the renderChatMessageHTML hook itself). */
  async renderMessage(message: ChatMessage): Promise<HTMLElement> {
    const started = performance.now();
    const context: AnyObject = {
      canDelete: Number(runtime.collections.users.get(runtime.userId)?._source.role) >= 3,
    };
    const html = await message.renderHTML(context);
    stats.renders.push({ app: "ChatMessage", id: String(message.id), ms: performance.now() - started });
    return html;
  }

  async postOne(message: ChatMessage): Promise<void> {
    if (!this.rendered || !message.visible) return;
    this.log?.append(await this.renderMessage(message));
    this.scrollBottom();
  }

  async updateMessage(message: ChatMessage): Promise<void> {
    const prior = this.log?.querySelector(`[data-message-id="${String(message.id)}"]`);
    if (!prior) return this.postOne(message);
    prior.replaceWith(await this.renderMessage(message));
  }

  deleteMessage(id: string): void {
    this.log?.querySelector(`[data-message-id="${id}"]`)?.remove();
  }

  scrollBottom(): void {
    const log = this.log;
    if (log) log.scrollTop = log.scrollHeight;
  }
}
