import { Component, type ReactNode } from 'react';

interface LazyPartBoundaryProps {
  children: ReactNode;
  /** Shown instead of the part when its code cannot be loaded. */
  fallback?: ReactNode;
}

/**
 * Keeps a lazily loaded part (a dialog, the toasts, a chart) that fails to load from
 * taking the whole app down with it: the rest of the screen, and the user's work, stay.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
