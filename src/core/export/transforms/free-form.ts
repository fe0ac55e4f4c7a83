/**
 * Strict modes close every object with `additionalProperties: false`. For an object that declares
 * no properties (a free-form map such as a template's `parameters`), closing it leaves `{}` as
 * the only value the model may send: the parameter becomes unusable. That is refused unless the
 * user asks for it; every other close is listed as the narrowing it is.
 */
import { joinPointer } from '../../model/pointer';
import type { ChangeLog } from './changes';

export interface CloseObjectInput {
  log: ChangeLog;
  /** Pointer of the object schema in the source tool. */
  pointer: string;
  /** The tool's input schema itself: an empty root means "no arguments", not a free-form map. */
  isRoot: boolean;
  /** Whether the object declares at least one property. */
  declaresProperties: boolean;
  additional: unknown;
  /** The user allowed free-form objects to be closed (`closeFreeFormObjects`). */
  allowClosing: boolean;
  label: string;
}

/** Logs what closing this object means; returns false when the tool must be refused instead. */
export function closeObject(input: CloseObjectInput): boolean {
  const { log, pointer, isRoot, declaresProperties, additional, allowClosing, label } = input;
  if (additional === false) return true;
  const explicit = additional !== undefined;
  if (!declaresProperties && !isRoot) {
    if (allowClosing) {
      log.add({
        code: 'strict-free-form-closed',
        kind: 'converted',
        narrowing: true,
        pointer,
        message: `This free-form object is closed with additionalProperties: false because you allowed it: in ${label} strict mode the model can send only {} here, so the parameter carries nothing.`,
      });
      return true;
    }
    log.reject(
      'strict-free-form-object',
      explicit ? joinPointer(pointer, 'additionalProperties') : pointer,
      `This parameter is a free-form object (no properties declared, arbitrary extra keys allowed). ${label} strict mode needs additionalProperties: false on every object, which would let the model send only {}: the parameter would become unusable. Declare the keys it takes as properties, export without strict, or allow closing free-form objects (a narrowing).`,
    );
    return false;
  }
  if (explicit) {
    if (allowClosing) {
      log.add({
        code: 'strict-free-form-closed',
        kind: 'converted',
        narrowing: true,
        pointer: joinPointer(pointer, 'additionalProperties'),
        message: `additionalProperties ${JSON.stringify(additional)} becomes false because you allowed it: ${label} strict mode refuses any other value, so keys other than the declared ones are no longer accepted.`,
      });
      return true;
    }
    log.reject(
      'strict-free-form-object',
      joinPointer(pointer, 'additionalProperties'),
      `This object accepts arbitrary extra keys; ${label} strict mode needs additionalProperties: false, which would refuse them all. Declare the keys as properties, export without strict, or allow closing free-form objects (a narrowing).`,
    );
    return false;
  }
  log.add({
    code: 'strict-additional-false',
    kind: 'added',
    narrowing: true,
    pointer,
    message:
      isRoot && !declaresProperties
        ? `additionalProperties: false is added at the top, as ${label} strict mode requires on every object: the tool takes no arguments, and extra keys are refused.`
        : `additionalProperties: false is added, as ${label} strict mode requires on every object: keys other than the declared ones are no longer accepted.`,
  });
  return true;
}
