import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a remote page that throws while rendering (or loading), keeping the layout around it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote page "${this.props.id}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
