import classes from './email-address.module.css';

/**
 * An email address inside a sentence: kept left to right in Arabic text, and free to break
 * anywhere, so a long address wraps on a phone instead of being clipped or widening the page.
 */
export function EmailAddress({ email, strong = false }: { email: string; strong?: boolean }) {
  return (
    <bdi dir="ltr" className={strong ? `${classes.email} ${classes.strong}` : classes.email}>
      {email}
    </bdi>
  );
}
