/**
 * A multipart/form-data body carrying files, as a browser's upload form sends it, for
 * `app.inject({ payload, headers })`. The shop judges an image by its bytes, so the file name
 * and declared type matter only where a test says so.
 */
export function multipartFiles(
  files: { field: string; data: Buffer; name?: string; type?: string }[],
) {
  const boundary = '----propwash-test-upload';
  const parts = files.flatMap((f, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; ` +
        `filename="${f.name ?? `photo-${i}.jpg`}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A POST of a multipartFiles body to `url`, as `auth` (a signed-in caller's headers, or none). */
export function multipartPost(
  url: string,
  auth: Record<string, string>,
  body: ReturnType<typeof multipartFiles>,
) {
  return {
    method: 'POST' as const,
    url,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  };
}
