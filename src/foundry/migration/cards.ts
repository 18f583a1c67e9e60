/**
 * The world's cards written before their type had its own model (card-layout.ts), brought to the
 * current layout at the active GM on `ready`: one batch changes their type, replacing `system` whole
 * (v13 refuses a type change that would merge the old type's data into the new one: public Foundry
 * issue 11951), a second gives each its summary as `content` (the card renders itself from its data).
 * It finds nothing the second time, so it needs no schema version.
 */
import { CardModel } from "../chat/card-model";
import { cardInNewLayout } from "./card-layout";

/** At the active GM, on `ready`: the world's older cards in the current layout (two batches, or none). */
export async function migrateCards(): Promise<void> {
  if (!game.user.isGM || game.users.activeGM?.id !== game.user.id) return;
  const older = game.messages.contents.flatMap((message) => {
    const found = cardInNewLayout(message.type, message.toObject().system);
    return found && message.id ? [{ _id: message.id, type: found.type, "==system": found.system }] : [];
  });
  if (older.length === 0) return;
  await ChatMessage.updateDocuments(older);
  const summaries = older.flatMap(({ _id }) => {
    const system: unknown = game.messages.get(_id)?.system;
    return system instanceof CardModel ? [{ _id, content: foundry.utils.escapeHTML(system.summary()) }] : [];
  });
  if (summaries.length) await ChatMessage.updateDocuments(summaries);
}
