// The Time Count's turn order, shared by TempoCombat's sort and the clock that moves Foundry's turn.

/** What the turn order reads of a combatant. */
export interface TurnKey {
  initiative?: number | null | undefined;
  name?: string | null | undefined;
  id?: string | null | undefined;
}

/** Lowest initiative first (unrolled last), then by name and id: the Time Count's turn order. */
export function ascendingTurnOrder(a: TurnKey, b: TurnKey): number {
  const ia = a.initiative ?? Number.POSITIVE_INFINITY;
  const ib = b.initiative ?? Number.POSITIVE_INFINITY;
  return ia - ib || (a.name ?? "").localeCompare(b.name ?? "") || (a.id ?? "").localeCompare(b.id ?? "");
}
