/**
 * Where the wizard keeps its draft so that a reload loses nothing (issue 15): IndexedDB, whose quota
 * holds the files (data URLs of several MB each) that localStorage's 5 MB would not; sessionStorage
 * where IndexedDB cannot open (jsdom, some private modes), without the files' contents if they do
 * not fit. Every failure is swallowed: a draft that cannot be kept never stops the wizard.
 */
export interface DraftStore {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

const DB_NAME = 'portal-drafts';
const STORE = 'drafts';

let database: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
    request.onblocked = () => reject(new Error('indexedDB blocked'));
  });
  database.catch(() => {
    database = undefined;
  });
  return database;
}

function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = run(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('indexedDB'));
      }),
  );
}

const indexedDbStore: DraftStore = {
  read: (key) => inStore<unknown>('readonly', (store) => store.get(key)),
  write: async (key, value) => {
    await inStore('readwrite', (store) => store.put(value, key));
  },
  remove: async (key) => {
    await inStore('readwrite', (store) => store.delete(key));
  },
};

/** A data URL's content dropped (the file's name stays): what fits where the whole does not. */
const withoutFileContents = (json: string) =>
  json.replace(/"content":"data:[^"]*"/g, '"content":""');

const sessionStore: DraftStore = {
  read: (key) => {
    const raw = window.sessionStorage.getItem(key);
    return Promise.resolve(raw === null ? undefined : (JSON.parse(raw) as unknown));
  },
  write: (key, value) => {
    const json = JSON.stringify(value);
    try {
      window.sessionStorage.setItem(key, json);
    } catch {
      window.sessionStorage.setItem(key, withoutFileContents(json));
    }
    return Promise.resolve();
  },
  remove: (key) => {
    window.sessionStorage.removeItem(key);
    return Promise.resolve();
  },
};

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** Runs `action` on IndexedDB, or on sessionStorage when IndexedDB is missing or fails. */
async function withFallback<T>(action: (store: DraftStore) => Promise<T>): Promise<T | undefined> {
  if (hasIndexedDb()) {
    try {
      return await action(indexedDbStore);
    } catch {
      // Falls through to sessionStorage.
    }
  }
  try {
    return await action(sessionStore);
  } catch {
    return undefined;
  }
}

export const draftStore: DraftStore = {
  read: (key) => withFallback((store) => store.read(key)),
  write: async (key, value) => {
    await withFallback((store) => store.write(key, value));
  },
  remove: async (key) => {
    await withFallback((store) => store.remove(key));
    // A draft kept in sessionStorage while IndexedDB failed goes too.
    if (hasIndexedDb()) await sessionStore.remove(key).catch(() => undefined);
  },
};
