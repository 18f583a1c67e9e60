// Keeps the rendered applications in step with document changes, as Foundry's documents do
// (their sheets, their parent's sheets, the combat tracker, the chat log, the actors directory).
import type { ChatLog } from "../apps/chat-log";
import type { ChatMessage } from "../documents/chat-message";
import { runtime, type DescendantBatch, type DocumentChange } from "../documents/runtime";

export interface UiHandles {
  chat: ChatLog | null;
  combat: { render(options?: boolean | object): unknown } | null;
  directory: { render(): void } | null;
}

/**
 * A render asked for once per batch: Foundry re-renders the combat tracker once for a batch of combatant
 * changes (Combat#debounceSetup, the descendant-documents callbacks get the whole batch), never once per
 * document. A batch's changes arrive here one by one in the same task: the render runs after them.
 */
function once(render: () => unknown): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void render();
    });
  };
}

/**
 * A batch of embedded documents changed: the parent's apps render once, as Foundry's
 * `_on{Create,Update,Delete}DescendantDocuments` render the parent with `renderContext` the action and
 * the embedded collection's name ("updateitems") and `renderData` the batch's data, diffs or ids.
 */
function renderParent(batch: DescendantBatch): void {
  if (batch.collection === null) return void batch.parent.render(false);
  batch.parent.render(false, { renderContext: `${batch.action}${batch.collection}`, renderData: batch.data });
}

export function syncUi(ui: UiHandles): void {
  runtime.batchListeners.add(renderParent);
  const renderCombat = once(() => ui.combat?.render());
  const renderDirectory = once(() => ui.directory?.render());
  runtime.listeners.add((change: DocumentChange) => {
    const doc = change.document;
    // As Foundry's documents: an update re-renders the document's own apps, saying what changed
    // (`renderContext` "update" + its documentName, `renderData` its diff); a deletion closes them; a
    // creation renders nothing (no app shows a document before it exists). The parent's apps render
    // once for the batch, below.
    if (change.action === "delete") {
      for (const app of Object.values(doc.apps)) void app.close();
    } else if (change.action === "update") {
      doc.render(false, { renderContext: `update${doc.documentName}`, renderData: change.changes ?? {} });
    }
    switch (doc.documentName) {
      case "ChatMessage": {
        const message = doc as ChatMessage;
        if (change.action === "create") void ui.chat?.postOne(message);
        else if (change.action === "update") void ui.chat?.updateMessage(message);
        else ui.chat?.deleteMessage(String(doc.id));
        return;
      }
      case "Combat":
      case "Combatant":
        renderCombat();
        renderDirectory(); // its Enter / Exit Combat buttons
        return;
      case "Actor":
      case "ActiveEffect": // the token's status icons
      case "Scene":
      case "Token":
        renderDirectory();
        renderCombat();
        return;
      default:
        return;
    }
  });
}
