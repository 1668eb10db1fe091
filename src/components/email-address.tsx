import { Fragment } from 'react';

import classes from './email-address.module.css';

/** The address cut before each dot, @, underscore and hyphen: where a long address may wrap. */
const wrapPoints = /(?=[.@_-])/;

/**
 * An email address inside a sentence: kept left to right in Arabic text, and free to break
 * anywhere, so a long address wraps on a phone instead of being clipped or widening the page.
 * The `<wbr>` before its dots and @ give the line breaker places to wrap first, so it never
 * falls back to the break right after the last letter, which left a following comma or full
 * stop alone at the start of the next line.
 */
export function EmailAddress({ email, strong = false }: { email: string; strong?: boolean }) {
  return (
    <bdi dir="ltr" className={strong ? `${classes.email} ${classes.strong}` : classes.email}>
      {email.split(wrapPoints).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
