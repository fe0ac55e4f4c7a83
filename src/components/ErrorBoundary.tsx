import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What failed, in the message: "The Form panel". */
  name: string;
  children: ReactNode;
  /** Told when a crash has been caught (the shell stops waiting for this panel's first paint). */
  onError?: () => void;
}

interface ErrorBoundaryState {
  error: Error | undefined;
}

/** Keeps a crash inside one panel: the panel shows what happened and a retry, the rest of the studio keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} crashed`, error, info.componentStack);
    this.props.onError?.();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="panel-error" role="alert">
        <p>
          <strong>{this.props.name} stopped working:</strong> {error.message}
        </p>
        <p>Your tool and the other panels are not affected.</p>
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
