const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes are a PDF file by their content: a PDF starts with `%PDF-`, whatever its name says. */
export function isPdf(upload: Buffer): boolean {
  return upload.length > PDF_SIGNATURE.length && upload.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
}
