// A page that fails to render shows a friendly error page inside the shell, which stays usable, and is
// reported (when reporting is on); retrying or moving to another page tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from '../monitoring/CrashPage';
import { reportError } from '../monitoring/errorReporting';

interface ContentErrorBoundaryProps {
  /** A new value (the path) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface ContentErrorBoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
  resetKey: string;
}

export class ContentErrorBoundary extends Component<ContentErrorBoundaryProps, ContentErrorBoundaryState> {
  state: ContentErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ContentErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ContentErrorBoundaryProps,
    state: ContentErrorBoundaryState,
  ): Partial<ContentErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, errorInfo: undefined, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, errorInfo: ErrorInfo): void {
    this.setState({ errorInfo });
    reportError(error, { componentStack: errorInfo.componentStack ?? '' });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <CrashPage onRetry={() => this.setState({ error: null, errorInfo: undefined })} />;
  }
}
