// The random target picks a client keeps until their attacks are sent (target-pick.ts), mirrored in the
// browser's localStorage per world and user: a reload finds the pick it made, so it cannot fish for another.
import { segments } from "../../../engine/index";
import type { TempoRoll } from "../../dice";
import type { RandomPick } from "./target-pick";

interface Pick {
  target: Actor.Implementation;
  random: RandomPick;
  roll: TempoRoll;
}

interface StoredPick {
  target: string;
  random: unknown;
  roll: unknown;
}

type DocumentUuid = Parameters<typeof fromUuid>[0];

function storageKey(): string {
  return `tempo.segments.picks.${game.world.id}.${game.user.id}`;
}

function read(): Record<string, StoredPick> {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey()) ?? "{}");
    return typeof raw === "object" && raw !== null ? (raw as Record<string, StoredPick>) : {};
  } catch {
    return {};
  }
}

/** A stored pick as it was made, or null when it no longer reads (an actor gone, a bad entry). */
function revive(entry: StoredPick): Pick | null {
  try {
    const target: unknown = fromUuidSync(entry.target as DocumentUuid);
    const random = segments.readRandomPick(entry.random);
    if (!(target instanceof Actor) || !random) return null;
    const roll = Roll.fromData(entry.roll as Parameters<typeof Roll.fromData>[0]) as TempoRoll;
    return { target: target as Actor.Implementation, random, roll };
  } catch {
    return null;
  }
}

/** A Map of the picks that writes itself through to the browser's storage on every change. */
class StoredPicks extends Map<string, Pick> {
  #loaded = false;

  #load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    for (const [key, entry] of Object.entries(read())) {
      const pick = revive(entry);
      if (pick) super.set(key, pick);
    }
  }

  #save(): void {
    const out: Record<string, StoredPick> = {};
    for (const [key, p] of super.entries())
      out[key] = { target: p.target.uuid, random: p.random, roll: p.roll.toJSON() };
    try {
      globalThis.localStorage?.setItem(storageKey(), JSON.stringify(out));
    } catch {
      // storage full or refused: the pick is still kept for this page
    }
  }

  override get(key: string): Pick | undefined {
    this.#load();
    return super.get(key);
  }

  override keys(): MapIterator<string> {
    this.#load();
    return super.keys();
  }

  override set(key: string, value: Pick): this {
    this.#load();
    super.set(key, value);
    if (this.#loaded) this.#save();
    return this;
  }

  override delete(key: string): boolean {
    this.#load();
    const deleted = super.delete(key);
    if (deleted) this.#save();
    return deleted;
  }
}

/** The store (loaded on first use, once the world and user are known). */
export function storedPicks(): Map<string, Pick> {
  return new StoredPicks();
}
