import type { ChangeAction, ChangeEntry, ChangeSubject } from '../../../contract/admin';
import type { Queryable } from '../../db/client';

export interface Change {
  subject: ChangeSubject;
  subjectId: number;
  /** The admin's account, or null for a shop command run on the server. */
  by: number | null;
  action: ChangeAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records one change (migration 011's change_log). Call it inside the transaction that makes the
 * change, so that a change and its record are written together or not at all.
 */
export async function recordChange(tx: Queryable, change: Change): Promise<void> {
  await tx.query(
    'INSERT INTO change_log (subject, subject_id, ecommerce_user_id, action, before, after) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      change.subject,
      change.subjectId,
      change.by,
      change.action,
      change.before ? JSON.stringify(change.before) : null,
      change.after ? JSON.stringify(change.after) : null,
    ],
  );
}

/** The fields of `after` whose values differ from `before`, each side with only those fields. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>,
    after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T>,
  };
}

/** The history of one record, newest first, with who made each change and the departments' names it mentions. */
export async function historyOf(
  db: Queryable,
  subject: ChangeSubject,
  subjectId: number,
  limit = 100,
): Promise<ChangeEntry[]> {
  const rows = await db.query<{
    change_id: number;
    created_at: Date | string;
    name: string | null;
    phone_number: string | null;
    action: ChangeAction;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    `SELECT l.change_id, l.created_at, u.name, u.phone_number, l.action, l.before, l.after
     FROM change_log l LEFT JOIN ecommerce_user u USING (ecommerce_user_id)
     WHERE l.subject = $1 AND l.subject_id = $2 ORDER BY l.change_id DESC LIMIT $3`,
    [subject, subjectId, limit],
  );
  // the history names a department by its name today (a renamed one reads as it is now called)
  const departmentIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.before?.department_id, r.after?.department_id])
        .filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const names = new Map(
    departmentIds.length === 0
      ? []
      : (
          await db.query<{ department_id: number; name: string }>(
            'SELECT department_id, name FROM department WHERE department_id = ANY($1::int[])',
            [departmentIds],
          )
        ).map((d) => [d.department_id, d.name]),
  );
  const namesIn = (r: (typeof rows)[number]) =>
    Object.fromEntries(
      [r.before?.department_id, r.after?.department_id].flatMap((id) =>
        typeof id === 'number' && names.has(id) ? [[String(id), names.get(id)!]] : [],
      ),
    );
  return rows.map((r) => ({
    change_id: r.change_id,
    at: new Date(r.created_at).toISOString(),
    by: r.name === null || r.phone_number === null ? null : { name: r.name, phone_number: r.phone_number },
    action: r.action,
    before: r.before,
    after: r.after,
    departmentNames: namesIn(r),
  }));
}
