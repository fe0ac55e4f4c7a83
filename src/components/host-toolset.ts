/**
 * The page's reading of the workspace as a server's toolset (budgets count every tool), shared
 * by the Tools list's host badges and Cost per host; the Hosts tab's own runs read it in the
 * hosts worker.
 */
import { createToolsetReader } from '../core';

export const hostToolset = createToolsetReader();
