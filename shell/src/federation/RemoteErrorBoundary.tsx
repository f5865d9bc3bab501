import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing it clears a caught error (after Retry or a navigation). */
  resetKey: string;
  fallback: (reason: string) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps a remote that throws while rendering inside its own region. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a remote failed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.message) : this.props.children;
  }
}
