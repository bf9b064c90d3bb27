/** Joins the class names that are set, so conditional styling stays readable. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
