import { COMPARISON_FIELDS } from './comparison-fields';

/**
 * The comparison's choices in the address (`?famille=banque&filtre=no-income&tri=parrain`), so a
 * filtered view can be shared and « back » finds it again. Only the form's own fields are read or
 * written; any other parameter of the address is kept as it is.
 */
const FIELDS: readonly string[] = Object.values(COMPARISON_FIELDS);

/** Sets the form's controls from the address: a value the form does not offer is ignored. */
export function applyQuery(form: HTMLFormElement, search: string): boolean {
  const params = new URLSearchParams(search);
  if (!FIELDS.some((field) => params.has(field))) return false;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (!FIELDS.includes(input.name)) continue;
    const wanted = params.getAll(input.name);
    if (input.type === 'checkbox') input.checked = wanted.includes(input.value);
    else if (wanted.length > 0) input.checked = wanted.includes(input.value);
  }
  return true;
}

/** The address for the form's state: its choices that differ from the defaults, the rest of the address unchanged. */
export function queryOf(form: HTMLFormElement, search: string): string {
  const params = new URLSearchParams(search);
  for (const field of FIELDS) params.delete(field);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]:checked')) {
    if (!FIELDS.includes(input.name) || input.defaultChecked) continue;
    params.append(input.name, input.value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
