import { eq, sql } from 'drizzle-orm';
import type { VocabularyGroup, VocabularyInput } from '@propwash/domain/catalog/search';
import { AppError } from '../../../platform/app-error.ts';
import { auditEntryOf, type AuditActor, type AuditTrail } from '../../../platform/audit.ts';
import type { Cache } from '../../../platform/cache.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { CatalogService } from '../catalog.service.ts';
import { searchVocabulary } from '../catalog.tables.ts';

/**
 * The search vocabulary the owner edits (docs/decisions/search-insights.md): groups of words that
 * mean the same, and words search ignores. The engine reads it through `groups()`, kept in the
 * catalog's cache under a 'catalog:' key, so the invalidateListings() every write ends with drops
 * it on every instance (catalog.caches.ts) and the next search uses the new words.
 */

type Row = typeof searchVocabulary.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The catalog cache's key of the vocabulary (a 'catalog:' key: catalog invalidations drop it). */
export const VOCABULARY_CACHE_KEY = 'catalog:vocabulary';

const notFound = () => new AppError('NOT_FOUND', 'Vocabulary group not found');

const toGroup = (r: Row): VocabularyGroup => ({
  id: r.id,
  kind: r.kind,
  words: r.words,
  updatedAt: r.updatedAt.toISOString(),
});

/** Ignored words first, then the synonym groups by their first word. */
export function sortGroups(groups: VocabularyGroup[]): VocabularyGroup[] {
  const rank = (g: VocabularyGroup) => (g.kind === 'ignore' ? 0 : 1);
  return [...groups].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.words[0] ?? '').localeCompare(b.words[0] ?? '') ||
      a.id.localeCompare(b.id),
  );
}

async function loadGroups(db: Db | Tx): Promise<VocabularyGroup[]> {
  return sortGroups((await db.select().from(searchVocabulary)).map(toGroup));
}

/** The engine's read of the vocabulary: every group, cached until a catalog write. */
export function createSearchVocabulary(deps: { db: Db; cache: Cache }) {
  const { db, cache } = deps;
  return {
    groups: (): Promise<VocabularyGroup[]> => cache.get(VOCABULARY_CACHE_KEY, () => loadGroups(db)),
  };
}
export type SearchVocabulary = ReturnType<typeof createSearchVocabulary>;

/**
 * A word belongs to one group: the first word of `words` another group already holds, with that
 * group, or null.
 */
function takenWord(groups: VocabularyGroup[], words: string[], selfId?: string) {
  const owner = new Map<string, VocabularyGroup>();
  for (const g of groups) if (g.id !== selfId) for (const w of g.words) owner.set(w, g);
  for (const word of words) {
    const group = owner.get(word);
    if (group) return { word, group };
  }
  return null;
}

function conflict(word: string, group: VocabularyGroup): AppError {
  const message =
    group.kind === 'ignore'
      ? `"${word}" is already an ignored word: a word belongs to one group`
      : `"${word}" is already in the group of "${group.words[0]}": a word belongs to one group`;
  return new AppError('CONFLICT', message, {
    details: { word, groupId: group.id, firstWord: group.words[0] },
  });
}

/** Admin writes of the vocabulary, each audited in its own transaction (platform/audit.ts). */
export function createVocabularyAdmin(deps: {
  db: Db;
  audit: AuditTrail;
  catalog: Pick<CatalogService, 'invalidateListings'>;
}) {
  const { db, audit, catalog } = deps;
  // What a group's audit entry compares (docs/decisions/audit-log.md).
  const entry = auditEntryOf<Row>(
    'search_vocabulary',
    (r) => (r.kind === 'ignore' ? 'Ignored words' : `Synonyms of ${r.words[0] ?? ''}`),
    { only: ['kind', 'words'] },
  );

  /**
   * Runs a write with the other groups read under one lock, so two admins cannot put one word in
   * two groups at once; the listings' caches (and the vocabulary's) drop after the commit.
   */
  async function write<T>(run: (tx: Tx, groups: VocabularyGroup[]) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_search_vocabulary'))`);
      return run(tx, await loadGroups(tx));
    });
    catalog.invalidateListings();
    return result;
  }

  return {
    /** Every group, ignored words first, then synonyms by their first word. */
    list: () => loadGroups(db),

    create(input: VocabularyInput, actor: AuditActor): Promise<VocabularyGroup> {
      return write(async (tx, groups) => {
        const taken = takenWord(groups, input.words);
        if (taken) throw conflict(taken.word, taken.group);
        const [row] = await tx
          .insert(searchVocabulary)
          .values({ kind: input.kind, words: input.words })
          .returning();
        await audit.record(tx, entry(actor, 'create', null, row!));
        return toGroup(row!);
      });
    },

    update(id: string, input: VocabularyInput, actor: AuditActor): Promise<VocabularyGroup> {
      if (!UUID.test(id)) throw notFound();
      return write(async (tx, groups) => {
        if (!groups.some((g) => g.id === id)) throw notFound();
        const taken = takenWord(groups, input.words, id);
        if (taken) throw conflict(taken.word, taken.group);
        const [before] = await tx
          .select()
          .from(searchVocabulary)
          .where(eq(searchVocabulary.id, id));
        const [row] = await tx
          .update(searchVocabulary)
          .set({ kind: input.kind, words: input.words, updatedAt: new Date() })
          .where(eq(searchVocabulary.id, id))
          .returning();
        await audit.record(tx, entry(actor, 'update', before!, row!));
        return toGroup(row!);
      });
    },

    remove(id: string, actor: AuditActor): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      return write(async (tx) => {
        const [row] = await tx
          .delete(searchVocabulary)
          .where(eq(searchVocabulary.id, id))
          .returning();
        if (!row) throw notFound();
        await audit.record(tx, entry(actor, 'delete', row, null));
      });
    },
  };
}
export type VocabularyAdmin = ReturnType<typeof createVocabularyAdmin>;
