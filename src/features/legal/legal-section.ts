import type { ReactNode } from 'react';

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}
