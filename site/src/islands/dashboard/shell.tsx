import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { DashboardUser } from './types.ts';

/** What the dashboard's shell gives every screen and the parts inside it. */
export interface Shell {
  /** The signed-in person. */
  me: DashboardUser;
  /** Moves to another dashboard path without reloading the page. */
  navigate: (path: string) => void;
  /** Signs out here, or on every device. */
  signOut: (everywhere: boolean) => void;
}

const ShellContext = createContext<Shell | undefined>(undefined);

/** Wraps the current screen, so that the shell's user and router reach any depth (decision 045). */
export function ShellProvider({ children, ...shell }: Shell & { children?: ReactNode }) {
  return createElement(ShellContext.Provider, { value: shell }, children);
}

/** The dashboard shell this component is rendered in. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() needs the dashboard shell (ShellProvider) around it');
  return shell;
}
