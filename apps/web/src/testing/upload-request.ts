import { vi } from 'vitest';

/**
 * Sends the uploads that report their progress (the API client's XMLHttpRequest) through `fetch`,
 * so that the test's mock answers them as any other call and an unexpected one fails the test.
 * Progress is reported halfway before the call is answered, and whole once it is.
 */
export function sendUploadsThroughFetch(): void {
  vi.stubGlobal('XMLHttpRequest', FetchBackedRequest);
}

class FetchBackedRequest {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private responseHeaders = new Headers();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  getAllResponseHeaders(): string {
    return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  abort(): void {
    this.onabort?.();
  }

  send(body: XMLHttpRequestBodyInit | null): void {
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 2 } as ProgressEvent);
    progress(1);
    fetch(this.url, { method: this.method, headers: this.headers, body })
      .then(async (response) => {
        progress(2);
        this.status = response.status;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}
