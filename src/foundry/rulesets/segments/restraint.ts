// Who holds a restrained combatant: a grapple that hit records its grappler on the Restrained status
// effect it creates (one write), so breaking free tests Strength against that grappler, not whoever the
// escaper happens to target (seed 000, "Grappling Attack": "comparing the strengths of the combatants").
import { RuleError } from "../../../engine/core/errors";

const HELD_BY = "heldBy";

type DocumentUuid = Parameters<typeof fromUuid>[0];

/** Restrains `target`, held by `holder`: the Restrained status effect with the holder's uuid in its flags. */
export async function restrainBy(target: Actor.Implementation, holder: Actor.Implementation): Promise<void> {
  if (target.statuses.has("restrained")) return;
  const status = CONFIG.statusEffects.find((s) => s.id === "restrained");
  const data = {
    name: game.i18n.localize(status?.name ?? "TEMPO.Segments.Condition.restrained"),
    img: status?.img ?? "icons/svg/net.svg",
    statuses: ["restrained"],
    flags: { tempo: { [HELD_BY]: holder.uuid } },
  };
  await target.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
}

/** The uuid of the grappler holding `actor` (from its Restrained effect), or null when none is recorded. */
export function holderUuidOf(actor: Actor.Implementation): string | null {
  for (const effect of actor.effects) {
    if (!effect.statuses.has("restrained")) continue;
    const flags = (effect.flags as Record<string, Record<string, unknown> | undefined>).tempo;
    const uuid = flags?.[HELD_BY];
    if (typeof uuid === "string" && uuid) return uuid;
  }
  return null;
}

/** The grappler holding `actor`; refused when the restraint names none (set by hand) or it is gone. */
export function holderOf(actor: Actor.Implementation): Actor.Implementation {
  const uuid = holderUuidOf(actor);
  const holder: unknown = uuid ? fromUuidSync(uuid as DocumentUuid) : null;
  if (!(holder instanceof Actor))
    throw new RuleError("TEMPO.Segments.Error.NoHolder", { name: actor.name ?? "" });
  return holder as Actor.Implementation;
}
