import type { Knex } from 'knex';

export type SecuritySettingsRepository = ReturnType<typeof createSecuritySettingsRepository>;

/** Settings of staff sign-in, one JSON value per key. */
export function createSecuritySettingsRepository(db: Knex) {
  return {
    async get(key: string): Promise<unknown> {
      const row = (await db('security_settings').where('key', key).first('value')) as
        { value: string } | undefined;
      if (!row) return undefined;
      try {
        return JSON.parse(row.value) as unknown;
      } catch {
        return undefined;
      }
    },

    async set(key: string, value: unknown, at: string): Promise<void> {
      await db('security_settings')
        .insert({ key, value: JSON.stringify(value), updated_at: at })
        .onConflict('key')
        .merge();
    },
  };
}
