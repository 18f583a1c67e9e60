// A Tempo card: a ChatMessage subtype whose TypeDataModel holds the card's whole state, typed, and
// renders the card from it each time the message is shown (TempoChatMessage#renderHTML), for every
// client alike. A card changes by updating its `system` (one write); no write site renders HTML. The
// message's `content` is only a short plain summary (chat export, search), set when the card is posted.
//
// To add a card type: a subclass with its schema, `template` and `summary` (and `cardContext` when the
// template needs more than the card's data), registered as the ruleset's `chatModels[type]`, listed in
// system.json `documentTypes.ChatMessage`, types.d.ts and `TYPES.ChatMessage.<type>` in lang; its template
// in the ruleset's `partials` (preloaded at init). Its buttons are actions: `data-action="tempoAction"
// data-tempo-action="<name>"`, with the card's message as their context (`messageId`); what only some may
// see is marked for chat/secrets.ts. Never name a model method `renderHTML`: Foundry v13 would hand the
// whole message's rendering (header included) to it.
import { partialsLoaded } from "../templates";

type DataSchema = foundry.data.fields.DataSchema;

export abstract class CardModel<Schema extends DataSchema> extends foundry.abstract.TypeDataModel<
  Schema,
  ChatMessage.Implementation
> {
  /** The card's Handlebars template path. */
  abstract get template(): string;

  /** One short plain line for the message's `content` (no HTML; nothing a viewer may not see). */
  abstract summary(): string;

  /** What the template is rendered with: the card's data as `card`, unless a card needs more. */
  cardContext(): Promise<Record<string, unknown>> | Record<string, unknown> {
    return { card: this };
  }

  /**
   * Adjusts the shown card for this viewer after it is rendered and its secrets filled (e.g. a choice
   * that has expired); the HTML is this viewer's own copy.
   */
  onShow(_html: HTMLElement, _viewer: User.Implementation): void {}

  /** The card's HTML from its data (its template's partials are among those init preloads). */
  async renderCard(): Promise<string> {
    await partialsLoaded();
    return foundry.applications.handlebars.renderTemplate(this.template, await this.cardContext());
  }
}
