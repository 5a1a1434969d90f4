/** A control's value as the form reads it: text for inputs, selects and textareas; checked for checkboxes. */
export type ControlValue = string | boolean;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The control's value if the visitor changed it from the one it was rendered with, else undefined. */
function editedValue(control: Control): ControlValue | undefined {
  if (control instanceof HTMLSelectElement) {
    // Single selects only (the app has no other): what shows without a choice is the option
    // rendered `selected`, else the first.
    const options = [...control.options];
    const rendered = options.find((option) => option.defaultSelected) ?? options[0];
    return control.value !== (rendered?.value ?? '') ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return control.checked && !control.defaultChecked ? control.value : undefined;
  }
  return control.value !== control.defaultValue ? control.value : undefined;
}

/**
 * What the visitor typed, chose or ticked in a worker-rendered form before the app was there to
 * see it, by control name. A rendered control's default (its `value` attribute, `selected`
 * option, `checked` box) is what the page was rendered with, and React leaves a hydrated
 * control's live value alone, so a difference between the two is the visitor's edit. Read as
 * the form hydrates (a layout effect, before the first update would write the rendered value
 * back); a form the app rendered itself has no such difference.
 */
export function editsBeforeHydration(form: HTMLFormElement | null): Map<string, ControlValue> {
  const edits = new Map<string, ControlValue>();
  if (!form) return edits;
  for (const element of form.elements) {
    if (!isControl(element) || !element.name || element.disabled) continue;
    const value = editedValue(element);
    if (value !== undefined) edits.set(element.name, value);
  }
  return edits;
}
