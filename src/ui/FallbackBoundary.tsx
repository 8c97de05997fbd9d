import { Component, type ReactNode } from 'react';

interface FallbackBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once they have thrown (a chunk or its messages not loading). */
  fallback: ReactNode;
}

/** Keeps a failing part of a page from taking the page with it: the part gives way to `fallback`. */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
