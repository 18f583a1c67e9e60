// What the history suites read of a page (issue 32): the viewed combat's records, documents' sources,
// an action sent as a macro would send it (its refusal as JSON).
import type { Page } from "playwright-core";

export interface Rec {
  action: string;
  userId: string;
  when: string;
  changes: { uuid: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
  created: string[];
  undone: boolean;
}

/** Every touched document's source now, by uuid (the combat without its history). */
export const sources = (page: Page, uuids: string[]) =>
  page.evaluate((list) => {
    const out: Record<string, unknown> = {};
    for (const uuid of list) {
      const doc = (
        globalThis as unknown as { fromUuidSync(u: string): { toObject(): object } | null }
      ).fromUuidSync(uuid);
      const source = doc ? (JSON.parse(JSON.stringify(doc.toObject())) as Record<string, unknown>) : null;
      if (source && typeof source.system === "object" && source.system !== null)
        delete (source.system as Record<string, unknown>).history;
      out[uuid] = source;
    }
    return out;
  }, uuids);

export const act = (page: Page, name: string, payload: Record<string, string>) =>
  page.evaluate(
    ([n, p]) =>
      (
        window as unknown as {
          game: { tempo: { act(n: string, p: object): Promise<void> } };
        }
      ).game.tempo
        .act(n as string, p as object)
        .then(
          () => "",
          (e: unknown) =>
            JSON.stringify({ key: (e as { key?: string }).key, data: (e as { data?: object }).data }),
        ),
    [name, payload] as const,
  );

export const combatId = (page: Page) =>
  page.evaluate(() => (window as unknown as { game: { combat: { id: string } } }).game.combat.id);

export const undoneFlag = (page: Page, uuid: string) =>
  page.evaluate(
    (u) =>
      (
        globalThis as unknown as {
          fromUuidSync(u: string): { flags: { tempo?: { undone?: boolean } } } | null;
        }
      ).fromUuidSync(u)?.flags.tempo?.undone ?? false,
    uuid,
  );

export const history = (page: Page) =>
  page.evaluate(() => {
    const g = (window as unknown as { game: { combat: { toObject(): { system: { history: unknown } } } } })
      .game;
    return g.combat.toObject().system.history as Rec[];
  });

/** The GM turns the world's history recording on (the setting is off by default). */
export const recordHistory = (gm: Page) =>
  gm.evaluate(() =>
    (
      window as unknown as {
        game: { settings: { set(a: string, b: string, c: boolean): Promise<unknown> } };
      }
    ).game.settings.set("tempo", "history", true),
  );
