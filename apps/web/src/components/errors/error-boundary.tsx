import { Component, createContext, useContext, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  /** A short code naming this crash, shown to the customer and logged beside the error. */
  crashCode: string | null;
}

const CrashCodeContext = createContext<string | null>(null);

/** The code of the crash whose fallback is rendering (spec 1 point 2: a crash page shows a code). */
export function useCrashCode(): string | null {
  return useContext(CrashCodeContext);
}

function newCrashCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Keeps a failing part of the page from taking down the rest (STYLE.md "Errors and loading"). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { crashCode: null };

  static getDerivedStateFromError(): State {
    return { crashCode: newCrashCode() };
  }

  override componentDidCatch(error: unknown): void {
    // The code on the screen finds the error in the console (and in error reporting, when on).
    console.error(`Crash ${this.state.crashCode ?? ''}`, error);
  }

  override render(): ReactNode {
    const { crashCode } = this.state;
    if (crashCode === null) return this.props.children;
    return (
      <CrashCodeContext.Provider value={crashCode}>{this.props.fallback}</CrashCodeContext.Provider>
    );
  }
}
