import type { ReactNode } from 'react';
import { Component } from 'react';

interface Props {
  readonly what: string;
  readonly children: ReactNode;
  /** When this changes (another table, another selection), a failed part gets a fresh try. */
  readonly resetKey: unknown;
  /** Told once when something inside failed, to say so on screen and let go of what caused it. */
  onError(message: string): void;
}

/** Keeps one failing panel or overlay from blanking the whole table. */
export class Guard extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(`${this.props.what} failed: ${error.message}`);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
