// Dice So Nice shows the Rolls of a message when it is created; a Roll that joins a card later (a
// defence, a damage roll, a test rolled on the card) would never fly. Every update of a message that
// brings Rolls it did not have is shown here, on the client that wrote it (the active GM, or a player
// performing its own action), synchronized to the others, with the message's own whisper and blind:
// the roll mode it was posted with.

/** The part of Dice So Nice's public API (`game.dice3d`) Tempo calls. */
interface DiceSoNice {
  showForRoll(
    roll: Roll.Any,
    user: User.Implementation,
    synchronize: boolean,
    whisper: string[] | null,
    blind: boolean,
    messageId: string | null,
    speaker: unknown,
  ): unknown;
}

function isDiceSoNice(value: unknown): value is DiceSoNice {
  return (
    typeof value === "object" &&
    value !== null &&
    "showForRoll" in value &&
    typeof value.showForRoll === "function"
  );
}

/** Dice So Nice when it is active, else null. */
function diceSoNice(): DiceSoNice | null {
  if (!game.modules?.get("dice-so-nice")?.active) return null;
  const api: unknown = (game as { dice3d?: unknown }).dice3d;
  return isDiceSoNice(api) ? api : null;
}

/** A message's stored Rolls (their JSON, as the document keeps them). */
function storedRolls(message: ChatMessage.Implementation): string[] {
  const rolls: unknown = message._source.rolls;
  return Array.isArray(rolls) ? rolls.map((r) => (typeof r === "string" ? r : JSON.stringify(r))) : [];
}

/** The Rolls each message held before this client's update of its Rolls. */
const before = new WeakMap<ChatMessage.Implementation, string[]>();

export function registerDiceShow(): void {
  Hooks.on("preUpdateChatMessage", (message: ChatMessage.Implementation, changes: object) => {
    if ("rolls" in changes && diceSoNice()) before.set(message, storedRolls(message));
  });
  Hooks.on(
    "updateChatMessage",
    (message: ChatMessage.Implementation, _changes: object, _options: object, userId: string) => {
      const old = before.get(message);
      before.delete(message);
      const dice = diceSoNice();
      if (!old || !dice || userId !== game.user.id) return;
      const added = storedRolls(message).filter((json) => !old.includes(json));
      const ids = message.whisper.filter((id): id is string => typeof id === "string");
      const whisper = ids.length > 0 ? ids : null;
      for (const json of added)
        void dice.showForRoll(
          Roll.fromJSON(json),
          game.user,
          true,
          whisper,
          message.blind,
          message.id,
          message.speaker,
        );
    },
  );
}
