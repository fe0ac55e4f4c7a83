import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { errorMessage } from '../../core';

interface RenderGuardProps {
  /** Changes when the schema changes, which clears a previous render error. */
  resetKey: unknown;
  onError: (message: string) => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a renderer crash on an odd schema, so the panel shows the reason instead of going blank. */
export class RenderGuard extends Component<
  RenderGuardProps,
  { error: string | undefined; resetKey: unknown }
> {
  override state = { error: undefined as string | undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: RenderGuardProps,
    state: { error: string | undefined; resetKey: unknown },
  ) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: errorMessage(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(errorMessage(error));
  }

  override render() {
    if (this.state.error !== undefined) {
      return (
        <>
          <p className="form-error" role="alert">
            The form cannot draw this schema: {this.state.error}. The sample JSON below still works.
          </p>
          {this.props.fallback}
        </>
      );
    }
    return this.props.children;
  }
}
