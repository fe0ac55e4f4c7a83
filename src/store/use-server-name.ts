import { useStore } from 'zustand';
import { serverNameStore } from './server-name';

/** What the user typed as the server name (undefined until they type), for a component. */
export function useTypedServerName(): string | undefined {
  return useStore(serverNameStore, (s) => s.typed);
}
