import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@comarketing/ui';

export const APP_ERROR_TEXT = {
  title: 'Something went wrong',
  description: 'Please refresh the page or try again later.',
  action: 'Refresh Page',
} as const;

interface State {
  failed: boolean;
}

/** The last line of defence: the specification's top-level failure screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main-content" className="host-app-error">
        <div className="cm-card host-app-error__card" role="alert">
          <h1 className="host-app-error__title">{APP_ERROR_TEXT.title}</h1>
          <p className="host-app-error__text">{APP_ERROR_TEXT.description}</p>
          <Button onClick={() => window.location.reload()}>{APP_ERROR_TEXT.action}</Button>
        </div>
      </main>
    );
  }
}
