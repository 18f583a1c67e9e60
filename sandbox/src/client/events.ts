// Applies the world server's events on this client: other clients' writes, socket messages,
// world settings, world time, connected users.
import type { ServerEvent } from "../core/protocol";
import { applyModify } from "../documents/database";
import { runtime } from "../documents/runtime";
import type { Game } from "./game";

export function handleServerEvent(game: Game, event: ServerEvent, onReset: () => void): void {
  switch (event.type) {
    case "modify":
      try {
        applyModify(event);
      } catch (err) {
        console.error("sandbox: could not apply a change from the server", err);
      }
      return;
    case "socket":
      // the server names the sender from the connection the message came in on (world.ts `socket`)
      game.receiveSocket(event.channel, event.payload, event.userId);
      return;
    case "setting":
      game.worldSettings[event.key] = event.value;
      game.settings.receiveWorld(event.key, event.value, event.userId);
      return;
    case "time":
      game.receiveTime(event.worldTime, event.delta, event.userId);
      return;
    case "users":
      runtime.activeUsers = new Set(event.active);
      runtime.hooks.callAll("userConnected");
      return;
    case "reset":
    case "reload":
      onReset();
      return;
  }
}
