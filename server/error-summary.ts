/**
 * What of an error may reach a log. A database error (pg's and PGlite's alike) carries the SQL, its
 * parameters, the failing row in `detail`, and often a value in its message ('value "…" is out of
 * range'): password hashes, emails, phones. Of those only the SQLSTATE and the names of the schema
 * objects involved are kept. Any other error keeps its stack, which is code, not data.
 */
export function errorSummary(error: unknown): string {
  if (isDatabaseError(error)) {
    const objects = (['table', 'column', 'constraint', 'routine'] as const).flatMap((key) =>
      error[key] ? [`${key} ${error[key]}`] : [],
    );
    return `database error ${error.code}${objects.length ? ` (${objects.join(', ')})` : ''}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

interface DatabaseErrorFields {
  code: string;
  severity: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

/** Both drivers' DatabaseError carry a SQLSTATE `code` and a `severity` (a Node system error has no severity). */
function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  return (
    error instanceof Error &&
    typeof (error as Partial<DatabaseErrorFields>).code === 'string' &&
    typeof (error as Partial<DatabaseErrorFields>).severity === 'string'
  );
}
