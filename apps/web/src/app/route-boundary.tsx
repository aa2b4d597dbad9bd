import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RouteError } from "./route-error.tsx";

interface BoundaryProps {
  /** The history entry drawn: a new one (another page, or Retry's fresh entry) resets the boundary. */
  entry: string;
  /** How Retry loads the page afresh (tests). */
  reload?: (() => void) | undefined;
  children: ReactNode;
}

interface BoundaryState {
  entry: string;
  failed: { error: unknown } | null;
}

class EntryBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { entry: this.props.entry, failed: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.entry === state.entry ? null : { entry: props.entry, failed: null };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return <RouteError error={failed.error} reload={this.props.reload} />;
  }
}

/**
 * A route's error boundary: what went wrong in its place (RouteError), the rest of the page as it
 * was; drawn afresh at the next history entry (a link, Back, or Retry).
 */
export function RouteBoundary({ children, reload }: { children: ReactNode; reload?: () => void }) {
  const { key } = useLocation();
  return (
    <EntryBoundary entry={key} reload={reload}>
      {children}
    </EntryBoundary>
  );
}
