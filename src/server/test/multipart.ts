/**
 * A multipart/form-data body as a browser would send it, for `app.inject`: the payload and the
 * content type with its boundary.
 */
export async function multipartBody(
  parts: Array<
    | { field: string; value: string }
    | { field: string; file: Buffer; filename: string; type?: string }
  >,
) {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) {
      form.append(
        part.field,
        new Blob([new Uint8Array(part.file)], { type: part.type ?? '' }),
        part.filename,
      );
    } else {
      form.append(part.field, part.value);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
