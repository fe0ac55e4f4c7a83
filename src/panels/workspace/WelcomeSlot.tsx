import { useState } from 'react';
import { useChunkValue } from '../../use-chunk';
import type { WelcomeProps } from './Welcome';
import { welcomeChunk } from './welcome-chunk';
import { wasDismissed } from './welcome-state';

/** Where the first-run welcome goes: drawn once its chunk is in; nothing after it was dismissed. */
export function WelcomeSlot(props: WelcomeProps) {
  const [shown] = useState(() => !wasDismissed());
  const Welcome = useChunkValue(welcomeChunk, shown);
  return Welcome ? <Welcome {...props} /> : null;
}
