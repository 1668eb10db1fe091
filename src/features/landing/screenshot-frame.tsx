import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './screenshot-frame.module.css';

interface ScreenshotFrameProps {
  device: 'phone' | 'desktop';
  caption: ReactNode;
  children: ReactNode;
}

/** A captioned, illustrative mock-up; its caption is what assistive technology reads. */
export function ScreenshotFrame({ device, caption, children }: ScreenshotFrameProps) {
  return (
    <figure className={classes.figure}>
      <div className={classes.stage}>
        <div className={classes.device} data-device={device} aria-hidden="true">
          {device === 'desktop' ? (
            <div className={classes.toolbar}>
              <span className={classes.dot} />
              <span className={classes.dot} />
              <span className={classes.dot} />
            </div>
          ) : (
            <div className={classes.notch} />
          )}
          <div className={classes.screen}>{children}</div>
        </div>
      </div>
      <Text component="figcaption" size="sm" className={classes.caption}>
        {caption}
      </Text>
    </figure>
  );
}
