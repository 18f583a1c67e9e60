import { actorStatsField, prepareActorStats } from "../rulesets/fields";
import { CURRENT_SCHEMA_VERSION, type Source } from "../migration/steps";
import { migrateActorData } from "../migration/pending";
import { readPool, type Pool } from "../resources";
import { activeRulesetId } from "../rulesets/active";
import { HP_PATHS } from "../rulesets/ids";

const { ArrayField, HTMLField, SchemaField, NumberField, StringField } = foundry.data.fields;

function actorSchema() {
  return {
    schemaVersion: new NumberField({
      required: true,
      nullable: false,
      integer: true,
      // one owner of the version number (migration/steps.ts): a new actor starts at the current one
      initial: CURRENT_SCHEMA_VERSION,
    }),
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
    side: new StringField({ required: true, blank: true, initial: "" }),
    stats: new SchemaField(actorStatsField()),
    /**
     * Conditions of an older world (booleans) waiting for the GM's migration to become status
     * effects (migration/steps.ts); empty once migrated. `hasCondition` reads them meanwhile.
     */
    pendingStatuses: new ArrayField(new StringField({ required: true, blank: false })),
  };
}
export type ActorSchema = ReturnType<typeof actorSchema>;

/**
 * Both actor types share one schema. Derived: each ruleset block's own derived values
 * (`prepareActorStats`), and `resources.hp`, the active ruleset's health pool,
 * which the token bar (system.json `primaryTokenAttribute`) shows.
 */
abstract class ActorModel extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation> {
  declare resources: { hp: Pool };

  static override defineSchema(): ActorSchema {
    return actorSchema();
  }

  static override migrateData(source: Source) {
    migrateActorData(source); // in place: Foundry discards what migrateData returns (its issue 13141)
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareActorStats(this.stats);
    this.resources = { hp: readPool(this, HP_PATHS[activeRulesetId()]) };
  }
}

export class CharacterData extends ActorModel {}

export class NpcData extends ActorModel {}
