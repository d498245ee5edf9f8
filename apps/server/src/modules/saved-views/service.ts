import {
  SAVED_VIEW_NOT_FOUND_MESSAGE,
  SAVED_VIEWS_PER_SCREEN,
  TOO_MANY_SAVED_VIEWS_MESSAGE,
  type SavedView,
  type SavedViewScreen,
} from '@careercard/shared/saved-views';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { savedViews } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';

export type SavedViewService = ReturnType<typeof createSavedViewService>;

/** Each staff member's named views of the back-office lists: theirs alone to see and change. */
export function createSavedViewService(db: Db) {
  const shown = ({ id, name, query }: typeof savedViews.$inferSelect): SavedView => ({
    id,
    name,
    query,
  });

  return {
    async list(userId: number, screen: SavedViewScreen): Promise<SavedView[]> {
      const rows = await db
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.userId, userId), eq(savedViews.screen, screen)))
        .orderBy(asc(savedViews.name));
      return rows.map(shown);
    },

    /** Saves a view; one of the same name on the same list is replaced. */
    async save(
      userId: number,
      input: { screen: SavedViewScreen; name: string; query: string },
    ): Promise<SavedView> {
      return db.transaction(async (tx) => {
        const mine = and(eq(savedViews.userId, userId), eq(savedViews.screen, input.screen));
        const [held] = await tx.select({ n: count() }).from(savedViews).where(mine);
        const [same] = await tx
          .select({ id: savedViews.id })
          .from(savedViews)
          .where(and(mine, eq(savedViews.name, input.name)));
        if (!same && (held?.n ?? 0) >= SAVED_VIEWS_PER_SCREEN) {
          throw new AppError(409, TOO_MANY_SAVED_VIEWS_MESSAGE);
        }
        const values = { ...input, userId };
        const [row] = await tx
          .insert(savedViews)
          .values(values)
          .onConflictDoUpdate({
            target: [savedViews.userId, savedViews.screen, savedViews.name],
            set: { query: values.query },
          })
          .returning();
        return shown(row!);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      const gone = await db
        .delete(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
        .returning({ id: savedViews.id });
      if (gone.length === 0) throw notFound(SAVED_VIEW_NOT_FOUND_MESSAGE);
    },
  };
}
