/**
 * Puts a class under a placeholder after both were declared: the placeholder (a class with no
 * members of its own) becomes a subclass of `widget`, so classes declared over the placeholder
 * construct and behave as subclasses of `widget`. This works because `super(...)` and inherited
 * members are looked up through the prototype chain when they are used, not when declared.
 * diff-editor.ts uses it to load Monaco's diff editor widget after Monaco.
 */
export function adoptWidget(placeholder: object, widget: { prototype: object }): void {
  if (placeholder === widget) return;
  Object.setPrototypeOf(placeholder, widget);
  Object.setPrototypeOf((placeholder as { prototype: object }).prototype, widget.prototype);
}
