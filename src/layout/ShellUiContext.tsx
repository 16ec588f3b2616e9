// What the shell's parts share while it runs: the small-screen menu drawer, the theme customizer and
// the guided tour, each opened from one place and shown in another.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ShellUi {
  mobileMenuOpen: boolean;
  setMobileMenuOpen: (open: boolean) => void;
  customizerOpen: boolean;
  setCustomizerOpen: (open: boolean) => void;
  tourOpen: boolean;
  setTourOpen: (open: boolean) => void;
}

const ShellUiContext = createContext<ShellUi | null>(null);

export const ShellUiProvider = ({ children }: { children: ReactNode }) => {
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [tourOpen, setTourOpen] = useState(false);
  const value = useMemo(
    () => ({ mobileMenuOpen, setMobileMenuOpen, customizerOpen, setCustomizerOpen, tourOpen, setTourOpen }),
    [mobileMenuOpen, customizerOpen, tourOpen],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
};

export function useShellUi(): ShellUi {
  const value = useContext(ShellUiContext);
  if (!value) throw new Error('useShellUi must be used inside <ShellUiProvider>');
  return value;
}
