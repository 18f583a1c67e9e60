// `game.modules` (Foundry always has it: the world's modules, active or not) and, when the page is
// opened with `?modules=dice-so-nice`, a stub of Dice So Nice's public API as a system meets it:
// `game.modules.get("dice-so-nice").active` and `game.dice3d.showForRoll(roll, user, synchronize,
// whisper, blind, messageId, speaker)`. Like the module, it also shows the Rolls of every message as
// it is created (whisper and blind from the message). Each roll shown is recorded in
// `window.__sandbox.dice3d` for the suites: one entry per Roll, on this client.
import { Collection } from "../core/collection";

export interface ShownRoll {
  formula: string;
  total: number | undefined;
  whisper: string[] | null;
  blind: boolean;
  messageId: string | null;
  /** "message": shown as its message was created; "api": a system called showForRoll. */
  via: "message" | "api";
}

interface RollLike {
  formula: string;
  total?: number;
}

interface MessageLike {
  id: string | null;
  rolls: RollLike[];
  whisper: string[];
  blind: boolean;
}

interface ModuleInfo {
  id: string;
  title: string;
  active: boolean;
}

/** The page's modules, and the stub's log (empty without `?modules=dice-so-nice`). */
export function installModules(
  params: URLSearchParams,
  game: Record<string, unknown>,
  hooks: { on(name: string, fn: (...args: never[]) => unknown): unknown },
): ShownRoll[] {
  const shown: ShownRoll[] = [];
  const modules = new Collection<ModuleInfo>();
  game.modules = modules;
  const wanted = (params.get("modules") ?? "").split(",");
  if (!wanted.includes("dice-so-nice")) return shown;
  modules.set("dice-so-nice", { id: "dice-so-nice", title: "Dice So Nice!", active: true });
  game.dice3d = {
    async showForRoll(
      roll: RollLike,
      _user: unknown,
      _synchronize: boolean,
      whisper: string[] | null = null,
      blind = false,
      messageId: string | null = null,
    ): Promise<boolean> {
      shown.push({ formula: roll.formula, total: roll.total, whisper, blind, messageId, via: "api" });
      return true;
    },
  };
  hooks.on("createChatMessage", (message: MessageLike) => {
    const whisper = message.whisper.length > 0 ? [...message.whisper] : null;
    for (const roll of message.rolls)
      shown.push({
        formula: roll.formula,
        total: roll.total,
        whisper,
        blind: message.blind,
        messageId: message.id,
        via: "message",
      });
  });
  return shown;
}
