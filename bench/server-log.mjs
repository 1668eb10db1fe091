/** Whether a line of the server's log (pino JSON) is an error or worse. */
export function isErrorLine(line) {
  const level = /^\{"level":(\d+)/.exec(line)?.[1];
  return level !== undefined && Number(level) >= 50;
}

/**
 * Keeps the error lines (pino level 50 and above) a server under measure writes, so a run
 * that answered every request but logged failures on the way does not pass as clean. Reads
 * the whole stream: an unread pipe fills and then blocks the server on its next log line.
 */
export function errorLinesOf(stream, errors = []) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (isErrorLine(line)) errors.push(line);
  });
  return errors;
}

/** The bench row for what `errorLinesOf` kept, with the first line to start from. */
export function loggedErrorsRow(area, errors) {
  return {
    area,
    measure: 'errors the server logged',
    value: errors.length === 0 ? 0 : `${errors.length} (first: ${errors[0].slice(0, 200)})`,
    unit: '',
    target: '0',
    met: errors.length === 0,
  };
}
