/**
 * The few parts of oidc-provider (a devDependency with no types of its own) that the tests use to run
 * a real OpenID provider. See https://github.com/panva/node-oidc-provider/tree/v9.x/docs.
 */
declare module 'oidc-provider' {
  type IncomingMessage = import('node:http').IncomingMessage;
  type ServerResponse = import('node:http').ServerResponse;

  export type Account = {
    accountId: string;
    claims: (
      use: string,
      scope: string,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys: string[] };
    jwks?: { keys: Array<Record<string, unknown>> };
    pkce?: { required: (ctx: unknown, client: unknown) => boolean };
    [setting: string]: unknown;
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
