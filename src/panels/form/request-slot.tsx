import { createContext } from 'react';
import type { ComponentType } from 'react';

/** What the Form tab hands the request slot: the tool and the arguments as they stand. */
export interface RequestSlotProps {
  toolId: string;
  /** The tool object as written. */
  tool: Record<string, unknown>;
  /** The sample input as parsed (the form's value), or the last value that parsed. */
  input: unknown;
  /** The sample input's text, exactly as the sample holds it. */
  inputText: string;
  /** Whether the input passes the inputSchema; undefined while it is being checked. */
  valid: boolean | undefined;
}

/**
 * The one mount point for the Form tab's primary action and its result pane (the live-server
 * panel puts "Run" and the "Result" region there). The shell provides the component;
 * the Form tab draws it right under the form and its summary line, in a region of its own.
 */
export const RequestSlot = createContext<ComponentType<RequestSlotProps> | undefined>(undefined);
