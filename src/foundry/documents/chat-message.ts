/** Tempo's ChatMessage; attack cards keep their state in `system` (see data/chat.ts). */
export class TempoChatMessage extends ChatMessage {}
