import { settingsSchemas, type SettingsArea, type SettingsOf } from '@careercard/shared/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { appSettings } from '../../infra/db/schema';

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The admin's application settings, each area read through its schema so defaults fill gaps. */
export function createSettingsService(db: Db) {
  return {
    async get<A extends SettingsArea>(area: A): Promise<SettingsOf<A>> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, area));
      const parsed = settingsSchemas[area].safeParse(row?.value ?? {});
      // A value saved by an older version that no longer fits falls back to the defaults.
      return (parsed.success ? parsed.data : settingsSchemas[area].parse({})) as SettingsOf<A>;
    },

    async update<A extends SettingsArea>(area: A, value: SettingsOf<A>): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: area, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },
  };
}
