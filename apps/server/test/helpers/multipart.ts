/** A multipart/form-data body for inject: text fields, then one file under `file`. */
export function multipartBody(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = '----lancer-test-multipart';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
