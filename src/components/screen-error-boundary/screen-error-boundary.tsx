import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

import { isConnectionLost } from '../../lib/db/is-connection-lost.ts';

import { ScreenFailed } from './screen-failed.tsx';

/** How often in a row a lost database connection is tried again before the reload is offered. */
const maxRetries = 3;
const retryDelayMs = 200;
/** Failures further apart than this are not "in a row". */
const inARowMs = 10_000;

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the address) shows the children again after a failure. */
  resetKey?: string;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  attempt: number;
}

/**
 * Keeps a failure while drawing a screen from leaving a blank page. Safari closes the database
 * connection of a page left in the background; a live query rides that out by itself
 * (src/lib/live-data/use-live-query.ts), and a read that still fails in render is drawn again
 * here a few times, on the new connection the next query opens. Drawn anew, the screen loses
 * what was typed in it, so that is the last resort. Any other failure shows what happened and a
 * reload, with the rest of the app around it.
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  ScreenErrorBoundaryState
> {
  override state: ScreenErrorBoundaryState = { error: null, attempt: 0 };
  private retries = 0;
  private lastRetryAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.willRetry(error)) return;
    console.error('A screen failed to draw', error, info.componentStack);
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      this.retries = 0;
      this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  /** Whether a failure now is tried again: a lost connection, not yet too often in a row. */
  private mayRetry(error: unknown): boolean {
    if (!isConnectionLost(error)) return false;
    const inARow = Date.now() - this.lastRetryAt <= inARowMs ? this.retries : 0;
    return inARow < maxRetries;
  }

  private willRetry(error: unknown): boolean {
    if (!this.mayRetry(error)) return false;
    const now = Date.now();
    this.retries = now - this.lastRetryAt <= inARowMs ? this.retries + 1 : 1;
    this.lastRetryAt = now;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 })),
      retryDelayMs * this.retries,
    );
    return true;
  }

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error === null) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    // Drawn again in a moment (componentDidCatch): nothing to read meanwhile.
    if (this.mayRetry(error)) return null;
    return <ScreenFailed />;
  }
}
