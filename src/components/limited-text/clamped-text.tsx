import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import classes from './clamped-text.module.css';
import { watchOverflow } from './watch-overflow.ts';

export interface ClampedTextProps {
  children: ReactNode;
  /** Added to the text's element. */
  className?: string;
  /** Mantine's font size by name. */
  size?: 'sm' | 'md';
  /** Bold, as a card's title. */
  bold?: boolean;
}

/**
 * Text that may run long (an evidence description of up to 2,000 characters) shown in three
 * lines, with "Show more" when there is more; short text shows as it is, with no control.
 * A CSS line clamp with one shared size observer: a list of cards draws many at once, and
 * Mantine's `Spoiler` measured and drew each one twice (docs/achievements-at-scale.md).
 */
export function ClampedText({ children, className, size = 'md', bold = false }: ClampedTextProps) {
  const { t } = useLingui();
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const text = textRef.current;
    if (!text || expanded) return;
    return watchOverflow(text, setOverflowing);
  }, [expanded, children]);
  return (
    <>
      <p
        ref={textRef}
        id={textId}
        // Someone's own words, in whichever language they wrote them.
        dir="auto"
        data-size={size}
        className={`${classes.text}${expanded ? '' : ` ${classes.clamped}`}${className ? ` ${className}` : ''}`}
        style={bold ? { fontWeight: 600 } : undefined}
      >
        {children}
      </p>
      {(overflowing || expanded) && (
        <button
          type="button"
          className={`${classes.control} mantine-focus-auto`}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? t`Show less` : t`Show more`}
        </button>
      )}
    </>
  );
}
