/**
 * The combatant's `pending` marker: an action that takes effect only at the end of its delay
 * (footnote 1 of the seed's SF table). The timeline keeps it as an opaque string until the combatant
 * completes another action; it is one of these forms.
 *  - `<actionKey>`: an action of the SF table (set a weapon against a charge);
 *  - `stance:<stance>`: shifting into a stance ("the drawbacks ... without its benefits");
 *  - `spell:<itemId>`: preparing a spell over its casting time;
 *  - `maneuver:<itemId>`: a special combat action's preparation (coup de grace);
 *  - `move:<nextTc>:<endCount>[:<run>]`: a movement, where a consecutive movement would continue, and
 *    the run it belongs to (engine `encodeRunState`: pace, TC at base speed, running, since the last
 *    check, failures, sprinted, the sprint's speed).
 */
export type PendingMarker =
  | { kind: "action"; key: string }
  | { kind: "stance"; stance: string }
  | { kind: "spell"; itemId: string }
  | { kind: "maneuver"; itemId: string }
  | { kind: "move"; nextTc: number; endCount: number; run?: string };

export function pendingMarker(m: PendingMarker): string {
  switch (m.kind) {
    case "action":
      return m.key;
    case "stance":
      return `stance:${m.stance}`;
    case "spell":
      return `spell:${m.itemId}`;
    case "maneuver":
      return `maneuver:${m.itemId}`;
    case "move":
      return `move:${m.nextTc}:${m.endCount}${m.run ? `:${m.run}` : ""}`;
  }
}

export function parsePending(value: string | null | undefined): PendingMarker | null {
  if (!value) return null;
  const [head, ...rest] = value.split(":");
  const tail = rest.join(":");
  if (rest.length === 0 || tail === "") return { kind: "action", key: value };
  if (head === "stance") return { kind: "stance", stance: tail };
  if (head === "spell") return { kind: "spell", itemId: tail };
  if (head === "maneuver") return { kind: "maneuver", itemId: tail };
  if (head === "move") {
    const [nextTc, endCount] = rest.slice(0, 2).map(Number);
    const run = rest[2];
    if (Number.isInteger(nextTc) && Number.isInteger(endCount))
      return { kind: "move", nextTc: nextTc ?? 1, endCount: endCount ?? 0, ...(run ? { run } : {}) };
  }
  return { kind: "action", key: value };
}

/**
 * The count at which a combatant's pending action takes effect: the stored end of its delay, or (a
 * combatant written before that was stored) its next turn. Null without a pending action.
 */
export function pendingEnd(s: {
  readonly pending: string;
  readonly pendingUntil?: number | null;
  readonly nextCount: number | null;
}): number | null {
  if (s.pending === "") return null;
  return s.pendingUntil ?? s.nextCount;
}

/**
 * Whether the pending action is still in its delay (`until`, the count it takes effect at, has not
 * come) or has taken effect (it lasts until the combatant completes another action). A transition
 * is over when it ends: a later Wait moves the next turn, not `until`.
 */
export function pendingInProgress(until: number | null, count: number): boolean {
  return until !== null && count < until;
}

/**
 * The tracker's text for a marker: a localization key and its `name` (a localization key itself when
 * `nameIsKey`, else an item's name, resolved by the caller's `itemName`).
 */
export function pendingLabel(
  m: PendingMarker,
  inProgress: boolean,
  itemName: (id: string) => string,
): { key: string; name: string; nameIsKey: boolean } {
  const phase = inProgress ? "InProgress" : "Done";
  switch (m.kind) {
    case "action":
      return {
        key: `TEMPO.TimeCount.Pending.Action${phase}`,
        name: `TEMPO.TimeCount.Action.${m.key.charAt(0).toUpperCase()}${m.key.slice(1)}`,
        nameIsKey: true,
      };
    case "stance":
      return {
        key: `TEMPO.TimeCount.Pending.Stance${phase}`,
        name: `TEMPO.TimeCount.StanceName.${m.stance}`,
        nameIsKey: true,
      };
    case "spell":
      return { key: `TEMPO.TimeCount.Pending.Spell${phase}`, name: itemName(m.itemId), nameIsKey: false };
    case "maneuver":
      return {
        key: `TEMPO.TimeCount.Pending.Maneuver${phase}`,
        name: itemName(m.itemId),
        nameIsKey: false,
      };
    case "move":
      return { key: `TEMPO.TimeCount.Pending.Move${phase}`, name: "", nameIsKey: false };
  }
}
