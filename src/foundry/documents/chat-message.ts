import { CardModel } from "../chat/card-model";
import { showCard } from "../chat/listeners";

/**
 * Tempo's ChatMessage. A card (its `system` a CardModel, chat/card-model.ts) renders itself from its data
 * each time it is shown, and its `content` is a plain summary set when it is posted. Every message then
 * gets this viewer's part: secrets filled, action buttons wired (chat/listeners.ts). That is done here,
 * after Foundry's own rendering, because v13's renderHTML calls `renderChatMessageHTML` before it
 * returns: a hook listener would see the summary, not the card.
 */
export class TempoChatMessage extends ChatMessage {
  protected override async _preCreate(
    data: ChatMessage.CreateData,
    options: ChatMessage.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<boolean | void> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    if (this.system instanceof CardModel) {
      this.updateSource({ content: foundry.utils.escapeHTML(this.system.summary()) });
    }
  }

  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    await showCard(this, html);
    return html;
  }
}
