/** The id in an address such as /class/12: a positive whole number, or null for anything else. */
export function idFromParam(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
