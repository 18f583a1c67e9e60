import { actorStatsField } from "../rulesets/fields";
import { type Source } from "../migration/steps";
import { migrateActorData } from "../migration/pending";

const { HTMLField, SchemaField, NumberField, StringField } = foundry.data.fields;

/** The schema version written by this release; see migration.ts for older layouts. */
export const ACTOR_SCHEMA_VERSION = 1;

function actorSchema() {
  return {
    schemaVersion: new NumberField({
      required: true,
      nullable: false,
      integer: true,
      initial: ACTOR_SCHEMA_VERSION,
    }),
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
    side: new StringField({ required: true, blank: true, initial: "" }),
    stats: new SchemaField(actorStatsField()),
  };
}
export type ActorSchema = ReturnType<typeof actorSchema>;

export class CharacterData extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation> {
  static override defineSchema(): ActorSchema {
    return actorSchema();
  }

  static override migrateData(source: Source) {
    return super.migrateData(migrateActorData(source));
  }
}

export class NpcData extends foundry.abstract.TypeDataModel<ActorSchema, Actor.Implementation> {
  static override defineSchema(): ActorSchema {
    return actorSchema();
  }

  static override migrateData(source: Source) {
    return super.migrateData(migrateActorData(source));
  }
}
