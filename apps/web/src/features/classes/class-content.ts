/**
 * Readers for the class page's stories, announcements, events and assignments. The contract
 * types them loosely until their own features describe them, so every field is checked here.
 */
type Item = Record<string, unknown>;

export function textOf(item: Item, key: string): string {
  const value = item[key];
  return typeof value === 'string' ? value : '';
}

export function numberOf(item: Item, key: string): number | null {
  const value = item[key];
  return typeof value === 'number' ? value : null;
}

export function itemsOf(item: Item, key: string): Item[] {
  const value = item[key];
  return Array.isArray(value)
    ? value.filter((entry): entry is Item => typeof entry === 'object' && entry !== null)
    : [];
}
