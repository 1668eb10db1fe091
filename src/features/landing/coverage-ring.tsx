import { Text } from '@mantine/core';

import classes from './coverage-ring.module.css';

const size = 88;
const thickness = 9;
const radius = (size - thickness) / 2;
const circumference = 2 * Math.PI * radius;

/**
 * The preview's coverage ring, drawn as two SVG circles: Mantine's RingProgress would
 * bring its tooltip machinery into the landing page for a picture.
 */
export function CoverageRing({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={classes.ring} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
        <circle
          className={classes.track}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={thickness}
        />
        <circle
          className={classes.value}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={thickness}
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
        />
      </svg>
      <Text className={classes.label} ta="center" fw={700} size="sm">
        {label}
      </Text>
    </div>
  );
}
