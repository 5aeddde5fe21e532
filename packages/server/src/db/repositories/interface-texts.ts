import type { Knex } from 'knex';

export type InterfaceTextRepository = ReturnType<typeof createInterfaceTextRepository>;

/** Staff's own wording of the interface's texts, by language and key. */
export function createInterfaceTextRepository(db: Knex) {
  return {
    /** Every wording staff gave in `lang`, by key. */
    async inLanguage(lang: string): Promise<Record<string, string>> {
      const rows = (await db('interface_texts')
        .where('lang', lang)
        .select('key', 'value')) as Array<{ key: string; value: string }>;
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },

    /** Sets the wordings of `set` and removes those of `reset`, in one transaction. */
    async save(
      lang: string,
      set: Record<string, string>,
      reset: readonly string[],
      at: string,
    ): Promise<void> {
      await db.transaction(async (trx) => {
        if (reset.length > 0) {
          await trx('interface_texts').where('lang', lang).whereIn('key', reset).delete();
        }
        for (const [key, value] of Object.entries(set)) {
          await trx('interface_texts')
            .insert({ lang, key, value, updated_at: at })
            .onConflict(['lang', 'key'])
            .merge(['value', 'updated_at']);
        }
      });
    },
  };
}
