/**
 * Chat cards written before their data was whole (issue 27). A card now renders itself from its `system`
 * each time it is shown (chat/card-model.ts); a card written by an older Tempo kept part of what it shows
 * only in its HTML (`content`), which Foundry still stores. Such a card is marked `legacy`: it keeps
 * showing that HTML (its buttons are actions like any card's, so they still work) until the card is next
 * written, which writes its whole data and clears the mark.
 *
 * - Three-Action's `taCard` kept only `targets` (uuid and Defense) in its data: every one is legacy.
 * - A Combat Roll `contest` attack card kept the critical winner's choices (the maneuvers allowed, the
 *   items a Disarm may take) only in its HTML: one still waiting for that choice is legacy. Every other
 *   contest card shows the same from its data. Die-Step's `dieStep` card always kept everything.
 *
 * Steps change the source IN PLACE (Foundry's migrateDataSafe discards what migrateData returns, its
 * issue 13141), are idempotent, and leave partial update data alone (it lacks the fields they read).
 */
import { isRecord } from "../../engine/core/stored";

export type Source = Record<string, unknown>;

/** A Three-Action card source of the older layout (its targets and nothing else shown) becomes legacy. */
export function migrateTaCardSource(source: Source): Source {
  if (Array.isArray(source.targets) && !("outcome" in source)) source.legacy = true;
  return source;
}

const CRITICALS: readonly unknown[] = ["attacker-critical", "defender-critical"];

/** A Combat Roll attack card source waiting for a critical winner's choice it did not store becomes legacy. */
export function migrateContestSource(source: Source): Source {
  const waiting =
    source.kind === "attack" &&
    CRITICALS.includes(source.outcome) &&
    isRecord(source.maneuver) &&
    source.maneuver.id === "";
  if (waiting && !("choices" in source)) source.legacy = true;
  return source;
}
