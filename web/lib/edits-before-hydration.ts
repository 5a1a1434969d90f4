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
    // Single selects only (the app has no other).
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
 * What the visitor changed in a worker-rendered form before hydration: a control's rendered default differs from its
 * live value, which React leaves alone. Read in a layout effect, before the first update writes the rendered value back.
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
