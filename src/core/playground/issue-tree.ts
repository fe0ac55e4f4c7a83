import { parsePointer } from '../model/pointer';
import type { SampleIssue } from '../validation/sample';

/** The part of a sample issue a form needs: where (pointer into the sample) and what. */
export type LocatedMessage = Pick<SampleIssue, 'pointer' | 'message'>;

/**
 * Problems arranged as a tree that mirrors the value (`{limit: {__errors: ["…"]}}`): the shape a
 * form renderer (RJSF's `extraErrors`) uses to put each message on its field.
 */
export interface IssueTree {
  __errors?: string[];
  [segment: string]: IssueTree | string[] | undefined;
}

export function issueTree(issues: readonly LocatedMessage[]): IssueTree {
  const root: IssueTree = {};
  for (const issue of issues) {
    let node = root;
    let segments: string[];
    try {
      segments = parsePointer(issue.pointer);
    } catch {
      segments = [];
    }
    for (const segment of segments) {
      // `__errors` as a real key would collide with the message list; such issues stay on the parent.
      if (segment === '__errors') break;
      const child = Object.prototype.hasOwnProperty.call(node, segment) ? node[segment] : undefined;
      const next: IssueTree = child && !Array.isArray(child) ? child : {};
      // defineProperty: a "__proto__" key in a sample stays a key, it does not swap prototypes.
      Object.defineProperty(node, segment, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      node = next;
    }
    (node.__errors ??= []).push(issue.message);
  }
  return root;
}
