import { useEffect, useSyncExternalStore } from 'react';

export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'tool-schema-studio/theme';
const ORDER: ThemePreference[] = ['system', 'light', 'dark'];
const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

let preference: ThemePreference = typeof window === 'undefined' ? 'system' : readPreference();

const darkQuery = () =>
  typeof window !== 'undefined' && window.matchMedia
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
  };
}

function snapshot(): string {
  return `${preference}|${darkQuery()?.matches ? 'dark' : 'light'}`;
}

/** Cycles system -> light -> dark -> system, remembering the choice in localStorage. */
export function cycleTheme(): void {
  preference = ORDER[(ORDER.indexOf(preference) + 1) % ORDER.length]!;
  try {
    if (preference === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  listeners.forEach((l) => l());
}

/** The theme in effect: the user's choice, or the system's when they have not chosen. */
export function useTheme(): { preference: ThemePreference; theme: Theme } {
  const [pref, system] = useSyncExternalStore(subscribe, snapshot, () => 'system|light').split(
    '|',
  ) as [ThemePreference, Theme];
  const theme: Theme = pref === 'system' ? system : pref;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return { preference: pref, theme };
}
