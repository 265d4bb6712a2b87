import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface SectionBoundaryProps {
  /** What the section is, for the message: "The tasks could not be shown." */
  name: string;
  children: ReactNode;
}

/** Keeps one broken card from blanking the page: its own message and a way to try again. */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.name} section crashed`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
        <p className="text-sm text-muted-foreground">The {this.props.name} could not be shown.</p>
        <Button variant="outline" size="sm" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </div>
    );
  }
}
