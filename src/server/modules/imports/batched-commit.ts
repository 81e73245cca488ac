import type { Db } from '../../db/client.js';
import { chunks } from './report.js';
import { letOthersRun } from '../../yielding.js';

/** Rows written per transaction: each holds the database (all of it, on PGlite) only briefly. */
export const COMMIT_BATCH = 100;

export interface BatchedCommit<T> {
  /** Writes one batch and answers the ids of the rows it created. */
  insert(tx: Db, batch: T[]): Promise<string[]>;
  /** Deletes rows an earlier batch created, when a later one failed. */
  undo(tx: Db, ids: string[]): Promise<void>;
  /** The last step, e.g. the audit record, once every batch is written. */
  finish(tx: Db): Promise<void>;
}

/**
 * Writes `items` a batch per transaction and lets other requests run between batches, so one
 * clinic's large import never stalls the others. When a batch fails, the rows of the batches
 * before it are deleted again: a commit still imports every row or none (only a crash mid-way
 * could leave the first batches behind).
 */
export async function commitInBatches<T>(db: Db, items: T[], steps: BatchedCommit<T>) {
  const written: string[] = [];
  try {
    for (const batch of chunks(items, COMMIT_BATCH)) {
      written.push(...(await db.transaction((tx) => steps.insert(tx, batch))));
      await letOthersRun();
    }
    await db.transaction((tx) => steps.finish(tx));
  } catch (error) {
    if (written.length > 0)
      await db.transaction(async (tx) => {
        for (const ids of chunks(written)) await steps.undo(tx, ids);
      });
    throw error;
  }
}
