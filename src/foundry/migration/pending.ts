import {
  isOlderActorSource,
  isPreReleaseLayout,
  migrateActorSource,
  migrateItemSource,
  type Source,
} from "./steps";

/** How many sources this client migrated in memory since it loaded (older layouts seen). */
let migrated = 0;

export function migratedSinceLoad(): number {
  return migrated;
}

/** migrateData for actors: migrates the source and notes that the world holds older data. */
export function migrateActorData(source: Source): Source {
  if (isOlderActorSource(source)) migrated += 1;
  return migrateActorSource(source);
}

/** migrateData for items. */
export function migrateItemData(source: Source): Source {
  if (isPreReleaseLayout(source)) migrated += 1;
  return migrateItemSource(source);
}
