export type MultipartValue = string | number | boolean | Blob | null | undefined;
export type MultipartFields = Record<string, MultipartValue | readonly MultipartValue[]>;

/** The spec's multipart helper: falsy fields ('', 0, false, null, undefined) are skipped; files are kept. */
export function toFormData(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as MultipartValue[]) {
      if (!item) continue;
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : 'blob');
      else form.append(key, String(item));
    }
  }
  return form;
}
