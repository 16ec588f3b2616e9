// A page that fails to render shows react-admin's error screen inside the shell, which stays usable;
// moving to another page tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

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

  componentDidCatch(_error: Error, errorInfo: ErrorInfo): void {
    this.setState({ errorInfo });
  }

  render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={() => this.setState({ error: null })} />;
  }
}
