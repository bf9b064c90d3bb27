/**
 * The demo imports no roster (the classes are already full); it points the teacher to the page,
 * which offers the template to fill in and upload.
 */
export function describeDemoRoster(publicUrl: string): string {
  return `Import a roster from a spreadsheet (the template downloads from the page): ${publicUrl}/roster`;
}
