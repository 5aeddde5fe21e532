import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorBox, secondaryButton } from '../ui/styles';

/**
 * What stops one part of the staff application when it fails, and only that part: the menu and
 * the rest of the screen stay, the failure is said in words with what it was, and "Try again"
 * draws the part anew. Around each screen (in the shell, started again when staff go to another
 * screen) and around each field of a form, so a field that fails leaves the form and everything
 * typed in it as it was, ready to be saved.
 */
export class ErrorBoundary extends Component<
  {
    /** What failed, as staff call it: "This screen", "The field Body". */
    what: string;
    /** What still works and what was kept, said after the failure. */
    note: string;
    /** When this changes (another screen), the failure is forgotten. */
    resetKey?: string;
    children: ReactNode;
  },
  { error: Error | null; resetKey?: string }
> {
  override state: { error: Error | null; resetKey?: string } = {
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: Error | null; resetKey?: string },
  ) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" css={errorBox}>
        <p css={{ margin: '0 0 8px', fontWeight: 700 }}>
          {this.props.what} stopped working: “{error.message || error.name}”.
        </p>
        <p css={{ margin: '0 0 8px' }}>
          {this.props.note} If trying again does not help, tell the site’s administrator what the
          error said.
        </p>
        <button
          type="button"
          css={{ ...secondaryButton, background: '#fff' }}
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </div>
    );
  }
}
