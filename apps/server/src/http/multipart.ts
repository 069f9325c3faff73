import type { FastifyRequest } from 'fastify';

import { AppError } from './errors';

export type UploadedFile = { bytes: Uint8Array; filename: string; fields: Record<string, string> };

/** Reads the multipart field "file" and the plain fields beside it. */
export async function readMultipartFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Send the file as multipart/form-data with a field named "file"',
      { file: 'Choose a file' },
    );
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Uint8Array; filename: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.fieldname === 'file') file = { bytes, filename: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file)
    throw new AppError(400, 'VALIDATION_FAILED', 'The form has no field named "file"', {
      file: 'Choose a file',
    });
  return { ...file, fields };
}
