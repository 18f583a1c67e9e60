// A Segmented Rounds action on a combat (a tracker button, a macro): its payload's shape declared once
// (actions/payload.ts) with the combat it acts on; `perform` gets the combat and the typed payload.
import {
  defineAction,
  parseWith,
  text,
  type PayloadField,
  type PayloadOf,
  type RollMode,
  type TempoAction,
} from "../../actions/index";
import type { TempoCombat } from "../../documents/combat";
import { sgCombat } from "./roster";

type Shape = Readonly<Record<string, PayloadField<string | number | boolean>>>;
const ON_COMBAT = { combatId: text() };

/** The payload of an action on one combatant of the combat. */
export const ONE = { combatantId: text() };

/** The typed payload of an action on a combat whose own fields are `S`. */
export type OnCombat<S extends Shape> = PayloadOf<S> & PayloadOf<typeof ON_COMBAT>;

/** The combat an action names (a Segmented Rounds one). */
export const combatNamed = (id: string): TempoCombat => sgCombat(game.combats.get(id));

/** The action `name` on a combat, with the payload fields of `shape` besides the combat's id. */
export function sgCombatAction<S extends Shape>(
  name: string,
  shape: S,
  perform: (
    combat: TempoCombat,
    payload: OnCombat<S>,
    requester: User.Implementation,
    mode: RollMode,
  ) => Promise<void>,
  ask?: (payload: OnCombat<S>) => Promise<OnCombat<S> | null>,
): TempoAction<OnCombat<S>> {
  const own = parseWith(shape, name);
  const onCombat = parseWith(ON_COMBAT, name);
  return defineAction<OnCombat<S>>({
    parse: (raw) => ({ ...own(raw), ...onCombat(raw) }),
    ...(ask ? { ask } : {}),
    perform: ({ payload, requester, rollMode }) =>
      perform(combatNamed(payload.combatId), payload, requester, rollMode),
  });
}
