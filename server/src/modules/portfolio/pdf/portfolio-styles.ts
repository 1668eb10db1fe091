import type { TextStyle } from '../../../pdf/paragraph-layout.ts';

const ink = '#212529';
const muted = '#5c636a';
/** The app's primary colour (teal), for headings. */
const accent = '#0b7285';

export const portfolioStyles = {
  coverTitle: { size: 30, weight: 'bold', color: accent },
  coverSubtitle: { size: 16, weight: 'regular', color: ink },
  coverLabel: { size: 11, weight: 'regular', color: muted },
  coverValue: { size: 15, weight: 'bold', color: ink },
  heading: { size: 18, weight: 'bold', color: accent },
  subheading: { size: 13, weight: 'bold', color: ink },
  body: { size: 11, weight: 'regular', color: ink },
  meta: { size: 9.5, weight: 'regular', color: muted },
  metaBold: { size: 9.5, weight: 'bold', color: muted },
  link: { size: 9.5, weight: 'regular', color: '#1c7ed6' },
} as const satisfies Record<string, TextStyle>;
