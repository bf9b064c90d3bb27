/** The path and signed query of an absolute media address, as `app.inject` takes it. */
export function mediaAddress(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** A signed media address of PUBLIC_URL `http://homeroom.test`, in a folder, with an extension. */
export function signedMediaPattern(folder: string, extension: string): RegExp {
  return new RegExp(`^http://homeroom\\.test/media/${folder}/[0-9a-f-]+\\.${extension}\\?expires=\\d+&signature=[0-9a-f]{64}$`);
}
