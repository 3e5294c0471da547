export type RequestInitWithProgress = RequestInit & { onUploadProgress: (sent: number) => void };

/**
 * `fetch` for an upload whose progress the page shows: fetch cannot report what it has sent, an
 * XMLHttpRequest can. The answer comes back as a `Response`, read like fetch's.
 */
export function sendWithProgress(url: string, init: RequestInitWithProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        init.onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = request.status === 204 || request.status === 304;
      resolve(
        new Response(empty ? null : request.responseText, { status: request.status, headers }),
      );
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
