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
  const partial = onceWithParts(() => render());
  return () => partial();
}

/**
 * The same, for an application that may redraw only some of its parts: the parts asked for in the batch
 * are drawn together (every part as soon as one request names none), in one render.
 */
function onceWithParts(render: (parts: string[] | null) => unknown): (parts?: string[]) => void {
  // undefined: nothing queued; null: every part; else the parts asked for so far
  let queued: Set<string> | null | undefined;
  return (parts) => {
    const first = queued === undefined;
    if (!parts || queued === null) queued = null;
    else queued = new Set([...(queued ?? []), ...parts]);
    if (!first) return;
    queueMicrotask(() => {
      const asked = queued;
      queued = undefined;
      void render(asked ? [...asked] : null);
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
  const renderCombat = onceWithParts((parts) => ui.combat?.render(parts ? { parts } : {}));
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
      case "Token":
        // a combatant's actor or token shows only in its row: the tracker part alone is redrawn (the
        // header and footer read the Combat only), so a listener Tempo wires per render on another part
        // is not renewed by it (see docs/foundry-api.md, Known differences)
        renderDirectory();
        renderCombat(["tracker"]);
        return;
      case "Scene":
        renderDirectory();
        renderCombat();
        return;
      default:
        return;
    }
  });
}
