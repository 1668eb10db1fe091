/** The outbox's name for one record: `<table>:<id>`. */
export function recordKeyOf(table: string, id: string): string {
  return `${table}:${id}`;
}
