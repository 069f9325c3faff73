/** How far an upload is: bytes sent of the request's total. */
export type UploadProgress = (loaded: number, total: number) => void;

const toHeaders = (raw: string) => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

/**
 * fetch over XMLHttpRequest, for the one thing fetch cannot tell: how much of the body was sent
 * (a file's upload progress, decision 1604). Answers a Response like fetch; a network failure
 * rejects with a TypeError and an abort with an AbortError, as fetch does.
 */
export function xhrFetch(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'blob';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () =>
      resolve(
        new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: toHeaders(xhr.getAllResponseHeaders()),
        }),
      ),
    );
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}
